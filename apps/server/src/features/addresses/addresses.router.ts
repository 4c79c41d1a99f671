import { addressSchema } from '@pulp/shared'
import { Router, type Request, type RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { appendUserId, sessionUser } from '../../lib/auth/guards'
import { crudRouter, digitsAsNumber, fieldErrors, toApiRow, type ModelDefinition } from '../../lib/crud-router'
import { HttpError } from '../../lib/http-error'
import { addressesOf, deleteAddress, ownedAddress } from './addresses.repo'

const MALICIOUS = { status: 'error', data: 'Malicious activity detected.' }

function userIdOf(ctx: AppContext, req: Request): number {
  const id = sessionUser(ctx, req)?.id
  if (typeof id !== 'number') throw new HttpError(401, 'The token names no known customer.')
  return id
}

/** PUT /api/Addresss/:id changes only the caller's own addresses. */
const ownAddressOnly = (ctx: AppContext): RequestHandler => (req, res, next) => {
  if (ownedAddress(ctx.db, req.params.id, userIdOf(ctx, req))) return next()
  res.status(400).json(MALICIOUS)
}

const addressModel = (ctx: AppContext): ModelDefinition => ({
  resource: 'Addresss',
  modelName: 'Address',
  table: 'Addresses',
  columns: { UserId: 'integer', fullName: 'text', mobileNum: 'integer', zipCode: 'text', streetAddress: 'text', city: 'text', state: 'text', country: 'text' },
  setters: { mobileNum: digitsAsNumber },
  validate: (row) => fieldErrors(addressSchema, row),
  guards: { create: [appendUserId(ctx)], update: [appendUserId(ctx), ownAddressOnly(ctx)] },
})

/** /api/Addresss (sic): the caller's saved delivery addresses. */
export function addressesRouter(ctx: AppContext): Router {
  const router = Router()
  const model = addressModel(ctx)
  const withUser = appendUserId(ctx)

  router.get('/api/Addresss', withUser, (req, res) => {
    res.json({ status: 'success', data: addressesOf(ctx.db, userIdOf(ctx, req)).map((row) => toApiRow(model, row)) })
  })

  router.get('/api/Addresss/:id', withUser, (req, res) => {
    const address = ownedAddress(ctx.db, req.params.id, userIdOf(ctx, req))
    if (!address) return void res.status(400).json(MALICIOUS)
    res.json({ status: 'success', data: toApiRow(model, address) })
  })

  router.delete('/api/Addresss/:id', withUser, (req, res) => {
    const address = ownedAddress(ctx.db, req.params.id, userIdOf(ctx, req))
    if (!address) return void res.status(400).json(MALICIOUS)
    deleteAddress(ctx.db, address.id)
    res.json({ status: 'success', data: 'Address deleted successfully.' })
  })

  router.use(crudRouter(ctx, model))
  return router
}
