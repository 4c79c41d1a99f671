import type { Feature } from '../../context'
import { walletDetectors } from './wallet.challenges'
import { walletRouter } from './wallet.router'

export const wallet: Feature = { name: 'wallet', router: walletRouter, detectors: walletDetectors }
