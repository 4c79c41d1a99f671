import type { Feature } from '../../context'
import { accessLogDetectors } from './access-log.challenges'
import { accessLogStaticRouter } from './access-log.router'

export const accessLog: Feature = { name: 'access-log', staticRouter: accessLogStaticRouter, detectors: accessLogDetectors }
