import type { Feature } from '../../context'
import { walletDetectors } from './wallet.challenges'
import { createWallet } from './wallet.repo'
import { walletRouter } from './wallet.router'

export const wallet: Feature = {
  name: 'wallet',
  router: walletRouter,
  detectors: walletDetectors,
  // Wallets belong to this feature: a new account gets its empty wallet here, not in the users feature.
  reactions: (ctx) => ctx.bus.on('users:registered', ({ user }) => createWallet(ctx.db, Number(user.id))),
}
