import type { Feature } from '../../context'
import { redirectDetectors } from './redirect.challenges'
import { redirectRouter } from './redirect.router'

export const redirect: Feature = { name: 'redirect', router: redirectRouter, detectors: redirectDetectors }
