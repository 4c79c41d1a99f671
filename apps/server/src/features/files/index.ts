import type { Feature } from '../../context'
import { filesDetectors } from './files.challenges'
import { filesRouter, filesStaticRouter } from './files.router'

export const files: Feature = { name: 'files', staticRouter: filesStaticRouter, router: filesRouter, detectors: filesDetectors }
