import type { Feature } from '../../context'
import { feedbackDetectors } from './feedback.challenges'
import { feedbackRouter } from './feedback.router'

export const feedback: Feature = {
  name: 'feedback',
  router: feedbackRouter,
  detectors: feedbackDetectors,
}
