import type { Feature } from '../../context'
import { crudRouter } from '../../lib/crud-router'
import { feedbackDetectors } from './feedback.challenges'
import { feedbackModel } from './feedback.model'

export const feedback: Feature = {
  name: 'feedback',
  router: (ctx) => crudRouter(ctx, feedbackModel(ctx)),
  detectors: feedbackDetectors,
}
