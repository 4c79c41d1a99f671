import { Router } from 'express'
import type { Feature } from '../../context'
import { web3Detectors } from './web3.challenges'
import { web3ChainRouter } from './web3-chain.router'
import { web3Router } from './web3.router'

export const web3: Feature = { name: 'web3', router: (ctx) => Router().use(web3Router(ctx), web3ChainRouter(ctx)), detectors: web3Detectors }
