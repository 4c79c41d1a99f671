import { quantityRowSchema } from '@pulp/shared'
import type { RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { denyAll, isAccounting, isAuthorized } from '../../lib/auth/guards'
import { fieldErrors, type ModelDefinition } from '../../lib/crud-router'
import { HttpError } from '../../lib/http-error'
import { sanitisedWhenOff } from '../../lib/sanitise-html'

/** The one address allowed to touch stock levels: the accountant's (research/api.md §2.2). */
const ACCOUNTING_IP = '123.456.789'

/**
 * Stock levels are reserved to the accounting office: the request must come from its address. That address is
 * not a valid IP, so in practice nobody passes, not even the accountant (as in the original).
 */
export function accountingIpOnly(): RequestHandler {
  return (req, _res, next) => {
    const ip = req.ip ?? req.socket.remoteAddress ?? ''
    if (ip === ACCOUNTING_IP) return next()
    next(new HttpError(403, `Access denied to IP address: ${ip}`))
  }
}

export const productModel = (ctx: AppContext): ModelDefinition => ({
  resource: 'Products',
  modelName: 'Product',
  table: 'Products',
  columns: { name: 'text', description: 'text', price: 'real', deluxePrice: 'real', image: 'text' },
  // descriptions are stored as written; only with the API-only XSS challenge switched off is the markup made safe
  setters: { description: sanitisedWhenOff(ctx, 'restfulXssChallenge') },
  paranoid: true,
  // vuln-code-snippet start changeProductChallenge
  guards: {
    list: [],
    read: [],
    create: [isAuthorized()],
    update: [], // vuln-code-snippet vuln-line changeProductChallenge
    delete: [denyAll()],
  },
  // vuln-code-snippet end changeProductChallenge
})

export const quantityModel = (): ModelDefinition => ({
  resource: 'Quantitys',
  modelName: 'Quantity',
  table: 'Quantities',
  columns: { ProductId: 'integer', quantity: 'integer', limitPerUser: 'integer' },
  validate: (row) => fieldErrors(quantityRowSchema, row),
  guards: {
    list: [],
    read: [isAccounting(), accountingIpOnly()],
    update: [isAccounting(), accountingIpOnly()],
    create: [denyAll()],
    delete: [denyAll()],
  },
})
