import type { LocalChainInfo } from '@pulp/shared'

/** What pages need of a wallet: the EIP-1193 request function (an injected wallet has it, the built-in one too). */
export interface EthereumProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

declare global {
  interface Window {
    ethereum?: EthereumProvider
  }
}

interface RpcAnswer {
  result?: unknown
  error?: { message: string }
}

/** The built-in development wallet: the shop's local chain signs for its funded development accounts. */
export function builtInWallet(rpcPath: string): EthereumProvider {
  let nextId = 1
  return {
    async request({ method, params = [] }) {
      const response = await fetch(`.${rpcPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      })
      const answer = (await response.json()) as RpcAnswer
      if (answer.error) throw new Error(answer.error.message)
      return answer.result
    },
  }
}

/** The browser's own wallet (MetaMask and the like), if there is one. */
export const injectedWallet = (): EthereumProvider | undefined => window.ethereum

/** The address a wallet extension should use for the shop's chain. */
export const rpcUrlOf = (chain: LocalChainInfo): string => new URL(`.${chain.rpcPath}`, window.location.href.split('#')[0]).href

/** Asks the browser wallet for an account and to switch to the shop's chain (adding it first if it does not know it). */
export async function connectInjectedWallet(provider: EthereumProvider, chain: LocalChainInfo): Promise<string> {
  const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.chainId }] })
  } catch {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: chain.chainId, chainName: 'Pulp local chain', rpcUrls: [rpcUrlOf(chain)], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    })
  }
  return account
}

export interface ChainTransaction {
  from: string
  to: string
  data: string
  value?: bigint
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/** Sends a transaction and waits until it is mined; answers whether it succeeded (false: the chain reverted it). */
export async function sendAndConfirm(provider: EthereumProvider, { from, to, data, value = 0n }: ChainTransaction): Promise<boolean> {
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from, to, data, value: `0x${value.toString(16)}` }] })
  for (let attempt = 0; attempt < 120; attempt++) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status: string } | null
    if (receipt) return receipt.status === '0x1'
    await sleep(500)
  }
  throw new Error('The transaction was not mined within a minute')
}

/** A contract view function's single integer result (balances, allowances). */
export async function readUint(provider: EthereumProvider, to: string, data: string): Promise<bigint> {
  return BigInt((await provider.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })) as string)
}

const UNIT = 10n ** 18n

/** 18-decimal token or ether amounts for people: whole units and up to four decimals. */
export function formatUnits(value: bigint): string {
  const fraction = ((value % UNIT) * 10_000n) / UNIT
  return fraction === 0n ? (value / UNIT).toString() : `${value / UNIT}.${fraction.toString().padStart(4, '0').replace(/0+$/, '')}`
}

/** Whole or decimal units a person typed, as 18-decimal base units; null for anything else. */
export function parseUnits(text: string): bigint | null {
  const match = /^(\d{1,30})(?:\.(\d{1,18}))?$/.exec(text.trim())
  if (!match) return null
  return BigInt(match[1]) * UNIT + BigInt((match[2] ?? '').padEnd(18, '0'))
}

/** The zero address: what balances are read for while no account is chosen yet. */
export const NO_ACCOUNT = `0x${'0'.repeat(40)}`
