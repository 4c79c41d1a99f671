// Development-time only: compiles Solidity with the pinned solc devDependency (the server loads the committed artifacts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import solc from 'solc'
import type { ContractArtifact } from './artifacts'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string }; methodIdentifiers: Record<string, string> } }>>
}

/** Compiles every contract of the given sources (file name → text) into ABI, creation bytecode and selectors. */
export function compileSolidity(sources: Record<string, string>): Record<string, ContractArtifact> {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.methodIdentifiers'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((problem) => problem.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((problem) => problem.formattedMessage).join('\n'))
  const artifacts: Record<string, ContractArtifact> = {}
  for (const contracts of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(contracts)) {
      if (contract.evm.bytecode.object === '') continue // interfaces
      artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, selectors: contract.evm.methodIdentifiers }
    }
  }
  return artifacts
}

/** The shop's own contracts, compiled from the `.sol` files of a folder. */
export function compileFolder(folder: string): Record<string, ContractArtifact> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.sol')).sort()
  return compileSolidity(Object.fromEntries(files.map((file) => [file, readFileSync(join(folder, file), 'utf8')])))
}
