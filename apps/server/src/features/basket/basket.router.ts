import { checkoutRequestSchema } from '@pulp/shared'
import { Router, type Response } from 'express'
import type { AppContext } from '../../context'
import { bearerToken } from '../../lib/auth/guards'
import { verifyToken } from '../../lib/auth/jwt'
import { isDeluxeMember } from '../../lib/crypto'
import { toApiRow, type ModelDefinition } from '../../lib/crud-router'
import { validate } from '../../lib/validate'
import type { Outcome } from './basket-items'
import { basketItemModel } from './basket-items.router'
import { basketLines, deliveryMethods, findBasket, findDeliveryMethod, setCoupon, type DeliveryRow } from './basket.repo'
import { callerOf, loggedIn } from './caller'
import { callersBasket, checkout } from './checkout'
import { monthlyCouponDiscount } from './coupons'

function refused(res: Response, outcome: Outcome<unknown>): outcome is { ok: false; refusal: { status: number; body: Record<string, unknown> | string } } {
  if (outcome.ok) return false
  res.status(outcome.refusal.status).send(outcome.refusal.body)
  return true
}

/** How the basket's rows are answered: the generic resources' row shape, dates as ISO text. */
const productRowModel: ModelDefinition = {
  resource: 'Products',
  modelName: 'Product',
  table: 'Products',
  columns: { name: 'text', description: 'text', price: 'real', deluxePrice: 'real', image: 'text' },
  guards: {},
}
const basketModel: ModelDefinition = { ...basketItemModel, resource: 'Baskets', modelName: 'Basket', table: 'Baskets', columns: { coupon: 'text', UserId: 'integer' } }

/** A basket with its products, each carrying its basket line, as GET /rest/basket/:id answers it. */
function basketJson(ctx: AppContext, basketId: string) {
  const basket = findBasket(ctx.db, basketId)
  if (!basket) return null
  const Products = basketLines(ctx.db, basket.id).map(({ item, product }) => ({ ...toApiRow(productRowModel, product), BasketItem: toApiRow(basketItemModel, item) }))
  return { ...toApiRow(basketModel, basket), id: basket.id, UserId: basket.UserId, Products }
}

/** A delivery method with the price the caller pays: the deluxe price for deluxe members. */
const deliveryJson = ({ id, name, price, deluxePrice, eta, icon }: DeliveryRow, deluxe: boolean) => ({ id, name, price: deluxe ? deluxePrice : price, eta, icon })

/** The basket, its coupon and the checkout; and the delivery methods a checkout offers. */
export function basketRouter(ctx: AppContext): Router {
  const router = Router()
  router.use('/rest/basket', ...loggedIn(ctx))

  /** Answers any basket by id: there is no check that it is the caller's. */
  // vuln-code-snippet start basketAccessChallenge
  router.get('/rest/basket/:id', (req, res) => {
    const caller = callerOf(ctx, req)
    const basket = basketJson(ctx, String(req.params.id)) // vuln-code-snippet vuln-line basketAccessChallenge
    if (basket) ctx.bus.emit('basket:viewed', { basketId: basket.id, ownerId: basket.UserId, callerId: caller.id }) // vuln-code-snippet hide-line
    res.json({ status: 'success', data: basket }) // vuln-code-snippet vuln-line basketAccessChallenge
  })
  // vuln-code-snippet end basketAccessChallenge

  router.put('/rest/basket/:id/coupon/:coupon', (req, res) => {
    const basket = callersBasket(ctx, callerOf(ctx, req), String(req.params.id))
    if (refused(res, basket)) return
    const discount = monthlyCouponDiscount(req.params.coupon)
    if (discount === null) return void res.status(404).send('Invalid coupon.')
    setCoupon(ctx.db, basket.value.id, req.params.coupon)
    res.json({ discount })
  })

  router.post('/rest/basket/:id/checkout', validate(checkoutRequestSchema), async (req, res) => {
    const placed = await checkout(ctx, callerOf(ctx, req), String(req.params.id), req.body)
    if (refused(res, placed)) return
    res.json({ orderConfirmation: placed.value })
  })

  const callerIsDeluxe = (token: string | undefined) => isDeluxeMember(verifyToken(token)?.data)

  router.get('/api/Deliverys', (req, res) => {
    const deluxe = callerIsDeluxe(bearerToken(req))
    res.json({ status: 'success', data: deliveryMethods(ctx.db).map((method) => deliveryJson(method, deluxe)) })
  })

  router.get('/api/Deliverys/:id', (req, res) => {
    const method = findDeliveryMethod(ctx.db, req.params.id)
    if (!method) return void res.status(400).json({ status: 'error' })
    res.json({ status: 'success', data: deliveryJson(method, callerIsDeluxe(bearerToken(req))) })
  })

  return router
}
