import type { Feature } from '../../context'
import { web3Detectors } from './web3.challenges'
import { web3Router } from './web3.router'

export const web3: Feature = { name: 'web3', router: web3Router, detectors: web3Detectors }
