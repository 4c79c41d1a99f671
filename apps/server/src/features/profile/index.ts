import type { Feature } from '../../context'
import { profileDetectors } from './profile.challenges'
import { profileRouter, profileStaticRouter } from './profile.router'

export const profile: Feature = { name: 'profile', staticRouter: profileStaticRouter, router: profileRouter, detectors: profileDetectors }
