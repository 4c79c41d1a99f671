import type { Feature } from '../context'
import { snippetsRouter } from './snippets.router'
import { trainingDetectors } from './training.challenges'
import { trainingRouter } from './training.router'

export const training: Feature = { name: 'training', router: trainingRouter, detectors: trainingDetectors }

export const codingChallenges: Feature = { name: 'coding-challenges', router: snippetsRouter }
