import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '../../../paths'

export interface ContractArtifact {
  abi: unknown[]
  /** creation bytecode, 0x-prefixed */
  bytecode: string
  /** function signature → 4-byte selector in hex (no 0x) */
  selectors: Record<string, string>
}

/** Where the Solidity sources and their compiled artifacts (`npm run contracts`) live. */
export const CONTRACTS_FOLDER = join(paths.data, 'web3-contracts')
export const ARTIFACTS_FILE = join(CONTRACTS_FOLDER, 'artifacts.json')

export type ShopContractName = 'BeeToken' | 'HoneyPot' | 'EthWalletBank'

export function loadArtifacts(): Record<ShopContractName, ContractArtifact> {
  return JSON.parse(readFileSync(ARTIFACTS_FILE, 'utf8')) as Record<ShopContractName, ContractArtifact>
}
