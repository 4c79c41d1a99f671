import { basketItemCreateSchema, basketItemUpdateSchema } from '@pulp/shared'
import { Router, type Response } from 'express'
import type { AppContext } from '../../context'
import { toApiRow, type ModelDefinition } from '../../lib/crud-router'
import { validate } from '../../lib/validate'
import { addBasketItem, changeQuantity, type Outcome } from './basket-items'
import { deleteItem, findBasket, findItem, itemsOfUser, type BasketItemRow } from './basket.repo'
import { callerOf, loggedIn, type Caller } from './caller'

/** How basket items are answered: the generic resource's row shape, dates as ISO text. */
export const basketItemModel: ModelDefinition = {
  resource: 'BasketItems',
  modelName: 'BasketItem',
  table: 'BasketItems',
  columns: { ProductId: 'integer', BasketId: 'integer', quantity: 'integer' },
  guards: {},
}

const notFound = (res: Response) => res.status(404).json({ message: 'Not Found', errors: [] })
const FOREIGN_ITEM = { status: 'error', error: 'This item is not in your basket.' }

function answer(res: Response, outcome: Outcome<BasketItemRow>): void {
  if (outcome.ok) return void res.json({ status: 'success', data: toApiRow(basketItemModel, outcome.value) })
  const { status, body } = outcome.refusal
  res.status(status).send(body)
}

/** The item `id` when it lies in one of the caller's baskets; answers 404 or 403 otherwise. */
function ownItem(ctx: AppContext, caller: Caller, id: string, res: Response): BasketItemRow | undefined {
  const item = findItem(ctx.db, id)
  if (!item) return void notFound(res)
  if (findBasket(ctx.db, item.BasketId)?.UserId !== caller.id) return void res.status(403).json(FOREIGN_ITEM)
  return item
}

/** `field` may be repeated in a PUT body only with the value it already has. */
function unchangeable(body: Record<string, unknown>, item: BasketItemRow): string | undefined {
  return (['BasketId', 'ProductId'] as const).find((field) => body[field] !== undefined && Number(body[field]) !== item[field])
}

/** /api/BasketItems: what a customer puts into a basket. */
export function basketItemsRouter(ctx: AppContext): Router {
  const router = Router()
  const guard = loggedIn(ctx)

  router.get('/api/BasketItems', ...guard, (req, res) => {
    res.json({ status: 'success', data: itemsOfUser(ctx.db, callerOf(ctx, req).id).map((item) => toApiRow(basketItemModel, item)) })
  })

  router.post('/api/BasketItems', ...guard, validate(basketItemCreateSchema), (req, res) => {
    const caller = callerOf(ctx, req)
    answer(res, addBasketItem(ctx, caller, req.body, req.rawBody))
  })

  router.get('/api/BasketItems/:id', ...guard, (req, res) => {
    const item = ownItem(ctx, callerOf(ctx, req), String(req.params.id), res)
    if (item) res.json({ status: 'success', data: toApiRow(basketItemModel, item) })
  })

  router.put('/api/BasketItems/:id', ...guard, validate(basketItemUpdateSchema), (req, res) => {
    const caller = callerOf(ctx, req)
    const item = ownItem(ctx, caller, String(req.params.id), res)
    if (!item) return
    const field = unchangeable(req.body, item)
    if (field) {
      const message = `null: \`${field}\` cannot be updated due \`noUpdate\` constraint`
      return void res.status(400).json({ message, errors: [{ field, message }] })
    }
    answer(res, changeQuantity(ctx, item, req.body.quantity, caller.isDeluxe))
  })

  router.delete('/api/BasketItems/:id', ...guard, (req, res) => {
    const item = ownItem(ctx, callerOf(ctx, req), String(req.params.id), res)
    if (!item) return
    deleteItem(ctx.db, item.id)
    res.json({ status: 'success', data: {} })
  })

  return router
}
