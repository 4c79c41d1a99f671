import type { Feature } from '../../context'
import { clientSideDetectors } from './client-side.challenges'
import { clientSideStaticRouter } from './client-side.router'

export const clientSide: Feature = { name: 'client-side', staticRouter: clientSideStaticRouter, detectors: clientSideDetectors }
