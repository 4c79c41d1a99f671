import { z } from 'zod'
import { CHAIN_ID, ChainError, MAX_TX_GAS, type ChainLog, type ChainReceipt, type LocalChain } from './local-chain'

/** The JSON-RPC methods a page, a wallet or a script needs to use the local chain (no mining control, no debug). */
const hex = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/).max(200_000)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/).transform(BigInt)
const blockTag = z.union([quantity, z.enum(['latest', 'pending', 'earliest', 'safe', 'finalized'])]).optional()

const callSchema = z.object({
  from: address.optional(),
  to: address.nullish(),
  data: hex.optional(),
  input: hex.optional(),
  value: quantity.optional(),
  // capped: the EVM shares the shop's event loop (see MAX_TX_GAS)
  gas: quantity.refine((gas) => gas <= MAX_TX_GAS).optional(),
})
const logFilterSchema = z.object({ fromBlock: blockTag, toBlock: blockTag, address: address.optional() })

export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().max(100),
  params: z.array(z.unknown()).max(10).optional(),
})
export type RpcRequest = z.infer<typeof rpcRequestSchema>

export interface RpcAnswer {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string }
}

const toHex = (value: bigint | number): string => `0x${value.toString(16)}`

function logToJson(log: ChainLog) {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: toHex(log.blockNumber),
    transactionHash: log.transactionHash,
    logIndex: toHex(log.logIndex),
    removed: false,
  }
}

function receiptToJson(receipt: ChainReceipt) {
  return {
    transactionHash: receipt.transactionHash,
    from: receipt.from,
    to: receipt.to,
    contractAddress: receipt.contractAddress,
    status: receipt.success ? '0x1' : '0x0',
    gasUsed: toHex(receipt.gasUsed),
    cumulativeGasUsed: toHex(receipt.gasUsed),
    effectiveGasPrice: '0x3b9aca00',
    blockNumber: toHex(receipt.blockNumber),
    blockHash: toHex(receipt.blockNumber).padEnd(66, '0'),
    transactionIndex: '0x0',
    type: '0x0',
    logs: receipt.logs.map(logToJson),
    logsBloom: `0x${'0'.repeat(512)}`,
  }
}

const blockNumberOf = (tag: bigint | string | undefined, latest: bigint) => (typeof tag === 'bigint' ? tag : tag === 'earliest' ? 0n : latest)

function callOf(params: unknown[]) {
  const call = callSchema.parse(params[0])
  return { ...call, data: call.data ?? call.input }
}

type Handler = (chain: LocalChain, params: unknown[]) => Promise<unknown> | unknown

const handlers: Record<string, Handler> = {
  eth_chainId: () => toHex(CHAIN_ID),
  net_version: () => CHAIN_ID.toString(),
  web3_clientVersion: () => 'Pulp local chain (EthereumJS VM)',
  eth_accounts: (chain) => chain.accounts,
  eth_requestAccounts: (chain) => chain.accounts,
  eth_blockNumber: (chain) => toHex(chain.latestBlock),
  eth_gasPrice: () => '0x3b9aca00',
  eth_maxPriorityFeePerGas: () => '0x0',
  eth_getBalance: async (chain, params) => toHex(await chain.balanceOf(address.parse(params[0]))),
  eth_getTransactionCount: async (chain, params) => toHex(await chain.nonceOf(address.parse(params[0]))),
  eth_getCode: (chain, params) => chain.codeAt(address.parse(params[0])),
  eth_call: (chain, params) => chain.call(callOf(params)),
  eth_estimateGas: async (chain, params) => toHex(await chain.estimateGas(callOf(params))),
  eth_sendTransaction: (chain, params) => {
    const call = callOf(params)
    if (!call.from) throw new ChainError('eth_sendTransaction needs a "from" account')
    return chain.sendTransaction({ ...call, from: call.from })
  },
  eth_sendRawTransaction: (chain, params) => chain.sendRawTransaction(hex.parse(params[0])),
  eth_getTransactionReceipt: (chain, params) => {
    const receipt = chain.receipt(hex.parse(params[0]))
    return receipt ? receiptToJson(receipt) : null
  },
  eth_getLogs: (chain, params) => {
    const filter = logFilterSchema.parse(params[0] ?? {})
    const fromBlock = blockNumberOf(filter.fromBlock, chain.latestBlock)
    const toBlock = blockNumberOf(filter.toBlock, chain.latestBlock)
    return chain.logs({ fromBlock, address: filter.address }).filter((log) => log.blockNumber <= toBlock).map(logToJson)
  },
  eth_getBlockByNumber: (chain, params) => {
    const number = blockNumberOf(z.union([quantity, z.string()]).parse(params[0]), chain.latestBlock)
    if (number > chain.latestBlock) return null
    return {
      number: toHex(number),
      hash: toHex(number).padEnd(66, '0'),
      parentHash: toHex(number > 0n ? number - 1n : 0n).padEnd(66, '0'),
      timestamp: toHex(Math.floor(Date.now() / 1000)),
      gasLimit: `0x${MAX_TX_GAS.toString(16)}`,
      gasUsed: '0x0',
      baseFeePerGas: '0x1',
      transactions: [],
    }
  },
}

/** Answers one JSON-RPC request; unknown methods, bad parameters and rejected transactions become JSON-RPC errors. */
export async function answerRpc(chain: LocalChain, request: RpcRequest): Promise<RpcAnswer> {
  const id = request.id ?? null
  const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined
  if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: `The local chain does not offer ${request.method}` } }
  try {
    return { jsonrpc: '2.0', id, result: await handler(chain, request.params ?? []) }
  } catch (error) {
    if (error instanceof z.ZodError) return { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid parameters' } }
    if (error instanceof ChainError) return { jsonrpc: '2.0', id, error: { code: 3, message: error.message } }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: 'The local chain could not process this request' } }
  }
}
