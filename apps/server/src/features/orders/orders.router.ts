import { deliveryStatusSchema, type Order } from '@pulp/shared'
import { Router } from 'express'
import type { AppContext } from '../../context'
import { appendUserId, isAccounting, sessionUser } from '../../lib/auth/guards'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { maskEmail } from '../../db/seed'
import { TRACKING_TIMEOUT_MS, trackOrder } from './track-order'
import { WhereSandbox } from '../../lib/where-sandbox'

/** Order history for customers, all orders and their delivery status for accounting, and order tracking. */
export function ordersRouter(ctx: AppContext): Router {
  const router = Router()
  const sandbox = new WhereSandbox(TRACKING_TIMEOUT_MS)
  /** Whether the tracking holes are playable (not switched off by safety mode): fixed for the life of a shop. */
  const holesOpen = (['noSqlOrdersChallenge', 'reflectedXssChallenge'] as const).every((key) => ctx.training.row(key).disabledEnv === null)

  router.get('/rest/order-history', appendUserId(ctx), (req, res) => {
    const email = sessionUser(ctx, req)?.email
    if (typeof email !== 'string') throw new HttpError(401, 'The token names no known customer.')
    res.json({ status: 'success', data: ctx.docs.orders.find({ email: maskEmail(email) }) })
  })

  router.get('/rest/order-history/orders', isAccounting(), (_req, res) => {
    res.json({ status: 'success', data: ctx.docs.orders.find().reverse() })
  })

  router.put('/rest/order-history/:id/delivery-status', isAccounting(), validate(deliveryStatusSchema), (req, res) => {
    const delivered = !req.body.deliveryStatus
    const result = ctx.docs.orders.update({ _id: req.params.id }, { $set: { delivered, eta: delivered ? '0' : '1' } })
    if (result.modified === 0) return void res.status(404).json({ status: 'error', error: `There is no order ${req.params.id}.` })
    res.json({ status: 'success' })
  })

  router.get('/rest/track-order/:id', async (req, res) => {
    const tracked = await trackOrder(ctx, sandbox, req.params.id, holesOpen)
    if (tracked.status === 'busy') return void res.status(503).json({ error: 'Order tracking is busy. Please try again in a moment.' })
    if (tracked.status === 'failed') return void res.status(400).json({ error: 'Wrong Param' })
    const data: Partial<Order>[] = tracked.orders.length > 0 ? tracked.orders : [{ orderId: tracked.id }]
    res.json({ status: 'success', data })
  })

  return router
}
