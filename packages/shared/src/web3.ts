import { z } from 'zod'

/** POST /rest/web3/submitKey: a wallet's private key, as `0x` and 64 hex digits (anything else is simply wrong). */
export const submitKeyRequestSchema = z.object({ privateKey: z.string().max(200) })
export type SubmitKeyRequest = z.infer<typeof submitKeyRequestSchema>

export interface SubmitKeyAnswer {
  success: boolean
  message: string
}

/** POST /rest/web3/walletNFTVerify and /walletExploitAddress: the wallet to check or to listen for. */
export const walletAddressRequestSchema = z.object({ walletAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/) })
export type WalletAddressRequest = z.infer<typeof walletAddressRequestSchema>

/** A contract the local chain deployed: its address and its functions' 4-byte selectors (signature → hex). */
export interface LocalChainContract {
  address: string
  selectors: Record<string, string>
}

/** GET /rest/web3/localChain: what the pages need to talk to the shop's own development chain. */
export interface LocalChainInfo {
  chainId: string
  rpcPath: string
  /** funded development accounts the built-in wallet may send from (the chain signs for them) */
  accounts: string[]
  contracts: { BeeToken: LocalChainContract; HoneyPot: LocalChainContract; EthWalletBank: LocalChainContract }
}

/** One 32-byte ABI word (hex, no 0x) of an address or unsigned integer. */
export function abiWord(value: bigint | string): string {
  const number = typeof value === 'bigint' ? value : BigInt(value)
  if (number < 0n || number >= 2n ** 256n) throw new RangeError('An ABI word holds 0 … 2²⁵⁶−1')
  return number.toString(16).padStart(64, '0')
}

/** Call data for a function whose arguments are all addresses or unsigned integers. */
export function abiCall(selector: string, args: readonly (bigint | string)[] = []): string {
  return `0x${selector}${args.map(abiWord).join('')}`
}
