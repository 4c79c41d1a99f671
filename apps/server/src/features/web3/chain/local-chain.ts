import type { Common } from '@ethereumjs/common'
import type { TypedTransaction } from '@ethereumjs/tx'
import type { Address } from '@ethereumjs/util'
import type { VM } from '@ethereumjs/vm'
import { abiCall, abiWord } from '@pulp/shared'
import { keccak256 } from '../../../lib/keccak'
import { loadArtifacts, type ContractArtifact, type ShopContractName } from './artifacts'
import { loadEthereumJs, type EthereumJs } from './ethereumjs'

export const CHAIN_ID = 31337n
const GAS_PRICE = 1_000_000_000n
const BLOCK_GAS_LIMIT = 30_000_000n
/**
 * The most gas one transaction or call may use. The EVM runs on the shop's event loop: 5 million gas of an endless
 * loop takes about a second here (30 million took 6.5 s), so a player's contract can stall the shop only that long.
 */
export const MAX_TX_GAS = 5_000_000n
const DEFAULT_GAS = MAX_TX_GAS
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
    private readonly eth: EthereumJs,
    private readonly vm: VM,
    private readonly common: Common,
    private readonly devAccounts: DevAccount[],
  ) {}

  static async start(): Promise<LocalChain> {
    const eth = await loadEthereumJs()
    const common = eth.createCustomCommon({ chainId: Number(CHAIN_ID), name: 'pulp-local' }, eth.Mainnet, { hardfork: eth.Hardfork.Cancun })
    const vm = await eth.createVM({ common })
    const devAccounts = Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => {
      const privateKey = new Uint8Array(keccak256(Buffer.from(`pulp development account ${index}`)))
      return { privateKey, address: eth.createAddressFromPrivateKey(privateKey) }
    })
    for (const { address } of devAccounts) await vm.stateManager.putAccount(address, eth.createAccount({ balance: 10_000n * ETHER }))
    const chain = new LocalChain(eth, vm, common, devAccounts)
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
      const tx = this.eth.createLegacyTx(
        {
          nonce,
          gasPrice: GAS_PRICE,
          gasLimit: request.gas ?? DEFAULT_GAS,
          to: request.to ? this.eth.createAddressFromString(request.to) : undefined,
          value: request.value ?? 0n,
          data: this.eth.hexToBytes((request.data ?? '0x') as `0x${string}`),
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
        tx = this.eth.createTxFromRLP(this.eth.hexToBytes(raw as `0x${string}`), { common: this.common })
      } catch {
        throw new ChainError('The raw transaction could not be decoded')
      }
      if (tx.gasLimit > MAX_TX_GAS) throw new ChainError(`A transaction may use at most ${MAX_TX_GAS} gas`)
      return this.mine(tx)
    })
  }

  private async mine(tx: TypedTransaction): Promise<string> {
    const number = this.blockNumber + 1n
    const block = this.eth.createBlock(
      { header: { number, timestamp: BigInt(Math.floor(Date.now() / 1000)), gasLimit: BLOCK_GAS_LIMIT, baseFeePerGas: 1n } },
      { common: this.common },
    )
    let result
    try {
      result = await this.eth.runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true })
    } catch (error) {
      throw new ChainError((error as Error).message.split('\n')[0])
    }
    this.blockNumber = number
    const transactionHash = this.eth.bytesToHex(tx.hash())
    const success = result.execResult.exceptionError === undefined
    const logs = (success ? (result.execResult.logs ?? []) : []).map(([address, topics, data], logIndex) => ({
      address: this.eth.bytesToHex(address),
      topics: topics.map((topic) => this.eth.bytesToHex(topic)),
      data: this.eth.bytesToHex(data),
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
      return this.eth.bytesToHex(result.returnValue)
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
        caller: from ? this.eth.createAddressFromString(from) : undefined,
        to: to ? this.eth.createAddressFromString(to) : undefined,
        data: this.eth.hexToBytes((data ?? '0x') as `0x${string}`),
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
    return this.exclusively(async () => (await this.vm.stateManager.getAccount(this.eth.createAddressFromString(address)))?.balance ?? 0n)
  }

  nonceOf(address: string): Promise<bigint> {
    return this.exclusively(async () => (await this.vm.stateManager.getAccount(this.eth.createAddressFromString(address)))?.nonce ?? 0n)
  }

  codeAt(address: string): Promise<string> {
    return this.exclusively(async () => this.eth.bytesToHex(await this.vm.stateManager.getCode(this.eth.createAddressFromString(address))))
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
