import { Router } from 'express'
import type { AppContext, Feature } from '../../context'
import { basketDetectors } from './basket.challenges'
import { basketItemsRouter } from './basket-items.router'
import { basketRouter } from './basket.router'

/** Shopping: basket items, the basket with its coupon and checkout, and the delivery methods. */
export const basket: Feature = {
  name: 'basket',
  router: (ctx: AppContext) => Router().use(basketItemsRouter(ctx), basketRouter(ctx)),
  detectors: basketDetectors,
}
