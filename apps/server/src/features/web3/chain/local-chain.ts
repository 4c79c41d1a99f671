import { createBlock } from '@ethereumjs/block'
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common'
import { createLegacyTx, createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx'
import {
  bytesToHex,
  createAccount,
  createAddressFromPrivateKey,
  createAddressFromString,
  hexToBytes,
  type Address,
} from '@ethereumjs/util'
import { createVM, runTx, type VM } from '@ethereumjs/vm'
import { abiCall, abiWord } from '@pulp/shared'
import { keccak256 } from '../../../lib/keccak'
import { loadArtifacts, type ContractArtifact, type ShopContractName } from './artifacts'

export const CHAIN_ID = 31337n
const GAS_PRICE = 1_000_000_000n
const BLOCK_GAS_LIMIT = 30_000_000n
const DEFAULT_GAS = 10_000_000n
const ETHER = 10n ** 18n
const DEV_ACCOUNT_COUNT = 5

export interface ChainLog {
  address: string
  topics: string[]
  data: string
  blockNumber: bigint
  transactionHash: string
  logIndex: number
}

export interface ChainReceipt {
  transactionHash: string
  from: string
  to: string | null
  contractAddress: string | null
  success: boolean
  gasUsed: bigint
  blockNumber: bigint
  logs: ChainLog[]
}

export interface TransactionRequest {
  from: string
  to?: string | null
  data?: string
  value?: bigint
  gas?: bigint
}

interface DevAccount {
  address: Address
  privateKey: Uint8Array
}

/** keccak256 of an event signature: the first topic of its logs. */
export const eventTopic = (signature: string): string => `0x${keccak256(Buffer.from(signature)).toString('hex')}`

/** Rejected transactions and calls: an answer for the RPC caller, never a crash. */
export class ChainError extends Error {}

/**
 * An in-memory Ethereum development chain (EthereumJS VM, one block per transaction) with the shop's contracts
 * deployed and a few funded development accounts whose keys stay on the server.
 */
export class LocalChain {
  private readonly receipts = new Map<string, ChainReceipt>()
  private readonly logListeners: ((log: ChainLog) => void)[] = []
  private queue: Promise<unknown> = Promise.resolve()
  private blockNumber = 0n
  readonly contracts = {} as Record<ShopContractName, { address: string; artifact: ContractArtifact }>

  private constructor(
    private readonly vm: VM,
    private readonly common: Common,
    private readonly devAccounts: DevAccount[],
  ) {}

  static async start(): Promise<LocalChain> {
    const common = createCustomCommon({ chainId: Number(CHAIN_ID), name: 'pulp-local' }, Mainnet, { hardfork: Hardfork.Cancun })
    const vm = await createVM({ common })
    const devAccounts = Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => {
      const privateKey = new Uint8Array(keccak256(Buffer.from(`pulp development account ${index}`)))
      return { privateKey, address: createAddressFromPrivateKey(privateKey) }
    })
    for (const { address } of devAccounts) await vm.stateManager.putAccount(address, createAccount({ balance: 10_000n * ETHER }))
    const chain = new LocalChain(vm, common, devAccounts)
    await chain.deployShopContracts()
    return chain
  }

  get accounts(): string[] {
    return this.devAccounts.map(({ address }) => address.toString())
  }

  get latestBlock(): bigint {
    return this.blockNumber
  }

  onLog(listener: (log: ChainLog) => void): void {
    this.logListeners.push(listener)
  }

  /** Deploys one compiled contract from a development account; constructor arguments are addresses or integers. */
  async deploy(artifact: ContractArtifact, args: readonly (bigint | string)[] = [], options: { from?: string; value?: bigint } = {}): Promise<string> {
    const data = artifact.bytecode + args.map(abiWord).join('')
    const hash = await this.sendTransaction({ from: options.from ?? this.accounts[0], data, value: options.value })
    const receipt = this.receipt(hash)
    if (!receipt?.success || !receipt.contractAddress) throw new ChainError('The contract could not be deployed')
    return receipt.contractAddress
  }

  private async deployShopContracts(): Promise<void> {
    const artifacts = loadArtifacts()
    const bee = await this.deploy(artifacts.BeeToken, [1_000_000n * ETHER])
    const honeyPot = await this.deploy(artifacts.HoneyPot, [bee])
    const bank = await this.deploy(artifacts.EthWalletBank, [], { value: 100n * ETHER })
    this.contracts.BeeToken = { address: bee, artifact: artifacts.BeeToken }
    this.contracts.HoneyPot = { address: honeyPot, artifact: artifacts.HoneyPot }
    this.contracts.EthWalletBank = { address: bank, artifact: artifacts.EthWalletBank }
  }

  /** Calls a shop contract's function by signature without a transaction, e.g. `balanceOf(address)`. */
  async read(contract: ShopContractName, signature: string, args: readonly (bigint | string)[] = []): Promise<bigint> {
    const { address, artifact } = this.contracts[contract]
    return BigInt(await this.call({ to: address, data: abiCall(artifact.selectors[signature], args) }))
  }

  /** Signs with a development account and mines the transaction into a block of its own; answers the hash. */
  sendTransaction(request: TransactionRequest): Promise<string> {
    return this.exclusively(async () => {
      const account = this.devAccounts.find(({ address }) => address.toString() === request.from.toLowerCase())
      if (!account) throw new ChainError(`The shop does not hold the key of ${request.from}`)
      const nonce = (await this.vm.stateManager.getAccount(account.address))?.nonce ?? 0n
      const tx = createLegacyTx(
        {
          nonce,
          gasPrice: GAS_PRICE,
          gasLimit: request.gas ?? DEFAULT_GAS,
          to: request.to ? createAddressFromString(request.to) : undefined,
          value: request.value ?? 0n,
          data: hexToBytes((request.data ?? '0x') as `0x${string}`),
        },
        { common: this.common },
      ).sign(account.privateKey)
      return this.mine(tx)
    })
  }

  /** A transaction an outside wallet signed (eth_sendRawTransaction). */
  sendRawTransaction(raw: string): Promise<string> {
    return this.exclusively(async () => {
      let tx: TypedTransaction
      try {
        tx = createTxFromRLP(hexToBytes(raw as `0x${string}`), { common: this.common })
      } catch {
        throw new ChainError('The raw transaction could not be decoded')
      }
      return this.mine(tx)
    })
  }

  private async mine(tx: TypedTransaction): Promise<string> {
    const number = this.blockNumber + 1n
    const block = createBlock(
      { header: { number, timestamp: BigInt(Math.floor(Date.now() / 1000)), gasLimit: BLOCK_GAS_LIMIT, baseFeePerGas: 1n } },
      { common: this.common },
    )
    let result
    try {
      result = await runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true })
    } catch (error) {
      throw new ChainError((error as Error).message.split('\n')[0])
    }
    this.blockNumber = number
    const transactionHash = bytesToHex(tx.hash())
    const success = result.execResult.exceptionError === undefined
    const logs = (success ? (result.execResult.logs ?? []) : []).map(([address, topics, data], logIndex) => ({
      address: bytesToHex(address),
      topics: topics.map((topic) => bytesToHex(topic)),
      data: bytesToHex(data),
      blockNumber: number,
      transactionHash,
      logIndex,
    }))
    this.receipts.set(transactionHash, {
      transactionHash,
      from: tx.getSenderAddress().toString(),
      to: tx.to?.toString() ?? null,
      contractAddress: result.createdAddress?.toString() ?? null,
      success,
      gasUsed: result.totalGasSpent,
      blockNumber: number,
      logs,
    })
    for (const log of logs) for (const listener of this.logListeners) listener(log)
    return transactionHash
  }

  receipt(hash: string): ChainReceipt | undefined {
    return this.receipts.get(hash.toLowerCase())
  }

  /** Runs a call against the current state and throws the changes away (eth_call). */
  call(request: Partial<TransactionRequest>): Promise<string> {
    return this.exclusively(async () => {
      const result = await this.dryRun(request)
      if (result.exceptionError) throw new ChainError(`execution reverted: ${result.exceptionError.error}`)
      return bytesToHex(result.returnValue)
    })
  }

  /** Gas a transaction would use, with headroom (eth_estimateGas). */
  estimateGas(request: Partial<TransactionRequest>): Promise<bigint> {
    return this.exclusively(async () => {
      const result = await this.dryRun(request)
      if (result.exceptionError) throw new ChainError(`execution reverted: ${result.exceptionError.error}`)
      return ((result.executionGasUsed + 53_000n) * 3n) / 2n
    })
  }

  private async dryRun({ from, to, data, value, gas }: Partial<TransactionRequest>) {
    await this.vm.stateManager.checkpoint()
    try {
      const { execResult } = await this.vm.evm.runCall({
        caller: from ? createAddressFromString(from) : undefined,
        to: to ? createAddressFromString(to) : undefined,
        data: hexToBytes((data ?? '0x') as `0x${string}`),
        value: value ?? 0n,
        gasLimit: gas ?? DEFAULT_GAS,
        skipBalance: true,
      })
      return execResult
    } finally {
      await this.vm.stateManager.revert()
    }
  }

  balanceOf(address: string): Promise<bigint> {
    return this.exclusively(async () => (await this.vm.stateManager.getAccount(createAddressFromString(address)))?.balance ?? 0n)
  }

  nonceOf(address: string): Promise<bigint> {
    return this.exclusively(async () => (await this.vm.stateManager.getAccount(createAddressFromString(address)))?.nonce ?? 0n)
  }

  codeAt(address: string): Promise<string> {
    return this.exclusively(async () => bytesToHex(await this.vm.stateManager.getCode(createAddressFromString(address))))
  }

  /** Every log of the chain's receipts from a block on, optionally of one contract. */
  logs(filter: { fromBlock?: bigint; address?: string }): ChainLog[] {
    const address = filter.address?.toLowerCase()
    return [...this.receipts.values()]
      .flatMap((receipt) => receipt.logs)
      .filter((log) => log.blockNumber >= (filter.fromBlock ?? 0n) && (address === undefined || log.address === address))
  }

  /** One state change at a time: the VM is not safe for interleaved transactions. */
  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work)
    this.queue = next.catch(() => undefined)
    return next
  }
}
