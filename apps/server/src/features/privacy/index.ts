import type { Feature } from '../../context'
import { privacyDetectors } from './privacy.challenges'
import { privacyRouter } from './privacy.router'

export const privacy: Feature = { name: 'privacy', router: privacyRouter, detectors: privacyDetectors }
