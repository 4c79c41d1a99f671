import { defineDetectors } from '../../training/detectors'

export const web3Detectors = defineDetectors(['nftUnlockChallenge', 'nftMintChallenge', 'web3WalletChallenge'], (ctx) => {
  /** NFT Takeover: the private key of the NFT owner's wallet was submitted, derived from the posted recovery phrase. */
  ctx.bus.on('web3:key-submitted', ({ privateKey, ownerPrivateKey }) => {
    if (privateKey.toLowerCase() === ownerPrivateKey) ctx.training.solve('nftUnlockChallenge')
  })
  /** Mint the Honey Pot: a wallet that minted on the local chain (while the listener ran) asks to be verified. */
  ctx.bus.on('web3:nft-mint-verified', ({ walletAddress, minters }) => {
    if (minters.has(walletAddress)) ctx.training.solve('nftMintChallenge')
  })
  /** Wallet Depletion: the wallet bank announced that a registered wallet took out more than it put in. */
  ctx.bus.on('web3:contract-exploited', ({ wallet, watchedWallets }) => {
    if (watchedWallets.has(wallet)) ctx.training.solve('web3WalletChallenge')
  })
})
