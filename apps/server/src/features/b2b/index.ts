import type { Feature } from '../../context'
import { apiDocsRouter } from './api-docs'
import { b2bDetectors } from './b2b.challenges'
import { b2bRouter } from './b2b.router'

export const b2b: Feature = { name: 'b2b', staticRouter: apiDocsRouter, router: b2bRouter, detectors: b2bDetectors }
