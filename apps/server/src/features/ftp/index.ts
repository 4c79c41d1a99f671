import type { Feature } from '../../context'
import { ftpDetectors } from './ftp.challenges'
import { ftpStaticRouter } from './ftp.router'

export const ftp: Feature = { name: 'ftp', staticRouter: ftpStaticRouter, detectors: ftpDetectors }
