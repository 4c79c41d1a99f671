import type { Feature } from '../../context'
import { platformDetectors } from './platform.challenges'
import { platformRouter } from './platform.router'

export const platform: Feature = { name: 'platform', router: platformRouter, detectors: platformDetectors }
