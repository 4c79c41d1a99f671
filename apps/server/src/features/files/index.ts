import type { Feature } from '../../context'
import { filesDetectors } from './files.challenges'
import { filesRouter } from './files.router'

export const files: Feature = { name: 'files', router: filesRouter, detectors: filesDetectors }
