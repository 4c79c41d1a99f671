import type { Feature } from '../../context'
import { b2bDetectors } from './b2b.challenges'
import { b2bRouter } from './b2b.router'

export const b2b: Feature = { name: 'b2b', router: b2bRouter, detectors: b2bDetectors }
