import type { Feature } from '../context'
import { trainingDetectors } from './training.challenges'
import { trainingRouter } from './training.router'

export const training: Feature = { name: 'training', router: trainingRouter, detectors: trainingDetectors }
