import type { LocalChainInfo } from '@pulp/shared'
import type { AppContext } from '../../../context'
import { CHAIN_ID, eventTopic, LocalChain, type ChainLog } from './local-chain'

/** The one config key that switches the local chain (and with it the two blockchain challenges) on. */
export const CHAIN_SWITCH = 'application.web3.localChain'
export const CHAIN_CHALLENGES = ['nftMintChallenge', 'web3WalletChallenge'] as const

const NFT_MINTED = eventTopic('NFTMinted(address,uint256)')
const CONTRACT_EXPLOITED = eventTopic('ContractExploited(address)')

/** An indexed address topic → the lower-case address. */
const addressOfTopic = (topic: string | undefined) => `0x${(topic ?? '').slice(-40)}`

/** Why the chain is not there: switched off, or it failed to start. */
export class ChainUnavailable extends Error {}

/**
 * A shop's local chain: started on the first request that needs it, then listened to. It remembers who minted a
 * Honey Pot since the mint listener was created and which wallets were registered for the wallet bank's exploit event.
 */
export class ShopChain {
  private starting: Promise<LocalChain> | undefined
  private mintListenerCreated = false
  private readonly minters = new Set<string>()
  private readonly watchedWallets = new Set<string>()

  constructor(private readonly ctx: AppContext) {}

  get switchedOn(): boolean {
    return this.ctx.config.application.web3.localChain
  }

  /** The running chain, starting it on first use. */
  async chain(): Promise<LocalChain> {
    if (!this.switchedOn) throw new ChainUnavailable(`The local chain is switched off (set ${CHAIN_SWITCH}: true to play the blockchain challenges)`)
    this.starting ??= LocalChain.start().then(
      (chain) => {
        chain.onLog((log) => this.observe(chain, log))
        return chain
      },
      (error: unknown) => {
        this.markChallengesUnplayable()
        throw new ChainUnavailable(`The local chain failed to start: ${(error as Error).message}`)
      },
    )
    return this.starting
  }

  async info(rpcPath: string): Promise<LocalChainInfo> {
    const chain = await this.chain()
    const contractInfo = (name: keyof LocalChainInfo['contracts']) => ({
      address: chain.contracts[name].address,
      selectors: chain.contracts[name].artifact.selectors,
    })
    return {
      chainId: `0x${CHAIN_ID.toString(16)}`,
      rpcPath,
      accounts: chain.accounts,
      contracts: { BeeToken: contractInfo('BeeToken'), HoneyPot: contractInfo('HoneyPot'), EthWalletBank: contractInfo('EthWalletBank') },
    }
  }

  async listenForMints(): Promise<void> {
    await this.chain()
    this.mintListenerCreated = true
  }

  async watchWallet(walletAddress: string): Promise<void> {
    await this.chain()
    this.watchedWallets.add(walletAddress.toLowerCase())
  }

  verifyMinter(walletAddress: string): void {
    this.ctx.bus.emit('web3:nft-mint-verified', { walletAddress: walletAddress.toLowerCase(), minters: this.minters })
  }

  private observe(chain: LocalChain, log: ChainLog): void {
    if (log.topics[0] === NFT_MINTED && log.address === chain.contracts.HoneyPot.address && this.mintListenerCreated) {
      this.minters.add(addressOfTopic(log.topics[1]))
    }
    if (log.topics[0] === CONTRACT_EXPLOITED && log.address === chain.contracts.EthWalletBank.address) {
      this.ctx.bus.emit('web3:contract-exploited', { wallet: addressOfTopic(log.topics[1]), watchedWallets: this.watchedWallets })
    }
  }

  /** A chain that cannot start makes its challenges unplayable, with the reason the score board explains. */
  private markChallengesUnplayable(): void {
    const mark = this.ctx.db.prepare("UPDATE Challenges SET disabledEnv = 'Web3' WHERE key = ?")
    for (const key of CHAIN_CHALLENGES) mark.run(key)
  }
}
