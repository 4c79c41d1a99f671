import type { Feature } from '../../context'
import { hiddenDetectors } from './hidden.challenges'
import { hiddenStaticRouter } from './hidden.router'

export const hidden: Feature = { name: 'hidden', staticRouter: hiddenStaticRouter, detectors: hiddenDetectors }
