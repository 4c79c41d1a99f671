import type { Feature } from '../../context'
import { combineDetectors } from '../../training/detectors'
import { feedbackDetectors } from './feedback.challenges'
import { feedbackRouter } from './feedback.router'
import { informTheShopDetectors } from './inform-the-shop.challenges'

export const feedback: Feature = {
  name: 'feedback',
  router: feedbackRouter,
  detectors: combineDetectors(feedbackDetectors, informTheShopDetectors),
}
