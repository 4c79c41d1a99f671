import { Router } from 'express'
import { RECYCLE_MAX_LITRES, RECYCLE_MIN_LITRES, RECYCLE_PICKUP_ABOVE_LITRES } from '@pulp/shared'
import type { AppContext } from '../../context'
import { appendUserId, denyAll, isAuthorized } from '../../lib/auth/guards'
import { crudRouter, toApiRow, type FieldError, type ModelDefinition, type Row } from '../../lib/crud-router'

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

/** A recycling request: 10 to 1000 litres, one of the requestor's own addresses, a pickup date only above 100 litres. */
function recycleErrors(ctx: AppContext, row: Row): FieldError[] {
  const errors: FieldError[] = []
  const { quantity, AddressId, UserId, isPickup, date } = row
  if (!isWholeNumber(quantity) || quantity < RECYCLE_MIN_LITRES || quantity > RECYCLE_MAX_LITRES) {
    errors.push({ field: 'quantity', message: `quantity must be a whole number of litres from ${RECYCLE_MIN_LITRES} to ${RECYCLE_MAX_LITRES}` })
  }
  const ownAddress = ctx.db.prepare('SELECT 1 FROM Addresses WHERE id = ? AND UserId = ?').get(isWholeNumber(AddressId) ? AddressId : -1, UserId)
  if (!ownAddress) errors.push({ field: 'AddressId', message: 'AddressId must be one of your addresses' })
  if (isPickup !== undefined && isPickup !== 0 && isPickup !== 1) errors.push({ field: 'isPickup', message: 'isPickup must be true or false' })
  if (isPickup === 1) {
    if (isWholeNumber(quantity) && quantity <= RECYCLE_PICKUP_ABOVE_LITRES) errors.push({ field: 'isPickup', message: `a pickup needs more than ${RECYCLE_PICKUP_ABOVE_LITRES} litres` })
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) errors.push({ field: 'date', message: 'date must be a valid pickup date' })
  }
  return errors
}

const recycleModel = (ctx: AppContext): ModelDefinition => ({
  resource: 'Recycles',
  modelName: 'Recycle',
  table: 'Recycles',
  columns: { UserId: 'integer', AddressId: 'integer', quantity: 'integer', isPickup: 'boolean', date: 'date' },
  validate: (row) => recycleErrors(ctx, row),
  guards: { create: [isAuthorized(), appendUserId(ctx)], update: [denyAll()], delete: [denyAll()] },
})

/** Reads the id of GET /api/Recycles/:id as JSON: one id or a list of ids. */
function parseIds(raw: string): number[] | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  const ids = Array.isArray(parsed) ? parsed : [parsed]
  return ids.length > 0 && ids.length <= 100 && ids.every(isWholeNumber) ? ids : undefined
}

/** Juice-press recycling: the list is a stub, single reads take JSON ids, and logged-in users file requests. */
export function recyclesRouter(ctx: AppContext): Router {
  const router = Router()
  const model = recycleModel(ctx)
  router.get('/api/Recycles', (_req, res) => {
    res.json({ status: 'success', data: { err: 'Sorry, this endpoint is not supported.' } })
  })
  router.get('/api/Recycles/:id', (req, res) => {
    const ids = parseIds(req.params.id)
    if (!ids) return void res.status(400).json({ status: 'error', error: 'The id must be a number or a JSON list of numbers' })
    const rows = ctx.db.prepare(`SELECT * FROM Recycles WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`).all(...ids) as Row[]
    res.json({ status: 'success', data: rows.map((row) => toApiRow(model, row)) })
  })
  router.use(crudRouter(ctx, model))
  return router
}
