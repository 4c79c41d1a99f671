import type { Feature } from '../../context'
import { promotionRouter } from './promotion.router'

export const promotion: Feature = { name: 'promotion', staticRouter: promotionRouter }
