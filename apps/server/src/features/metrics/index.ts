import type { Feature } from '../../context'
import { metricsDetectors } from './metrics.challenges'
import { metricsStaticRouter } from './metrics.router'

export const metrics: Feature = { name: 'metrics', staticRouter: metricsStaticRouter, detectors: metricsDetectors }
