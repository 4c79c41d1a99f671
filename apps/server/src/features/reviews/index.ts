import type { Feature } from '../../context'
import { reviewsDetectors } from './reviews.challenges'
import { reviewsRouter } from './reviews.router'

export const reviews: Feature = { name: 'reviews', router: reviewsRouter, detectors: reviewsDetectors }
