import type { Feature } from '../../context'
import { securityTxtDetectors } from './security-txt.challenges'
import { securityTxtStaticRouter } from './security-txt.router'

export const securityTxt: Feature = { name: 'security-txt', staticRouter: securityTxtStaticRouter, detectors: securityTxtDetectors }
