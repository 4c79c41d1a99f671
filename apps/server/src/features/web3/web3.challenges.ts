import { defineDetectors } from '../../training/detectors'

/** NFT Takeover: the private key of the NFT owner's wallet was submitted, derived from the posted recovery phrase. */
export const web3Detectors = defineDetectors(['nftUnlockChallenge'], (ctx) => {
  ctx.bus.on('web3:key-submitted', ({ privateKey, ownerPrivateKey }) => {
    if (privateKey.toLowerCase() === ownerPrivateKey) ctx.training.solve('nftUnlockChallenge')
  })
})
