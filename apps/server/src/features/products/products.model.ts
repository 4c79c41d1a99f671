import type { RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { denyAll, isAccounting, isAuthorized, sessionUser } from '../../lib/auth/guards'
import type { ModelDefinition } from '../../lib/crud-router'
import { HttpError } from '../../lib/http-error'
import { safeMarkup } from '../../lib/safe-markup'

/** The one address allowed to touch stock levels: the accountant's (research/api.md §2.2). */
const ACCOUNTING_IP = '123.456.789'

/** Stock levels are reserved to the accounting office: the caller's last login must come from its address. */
export function accountingIpOnly(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    const ip = sessionUser(ctx, req)?.lastLoginIp
    if (ip === ACCOUNTING_IP) return next()
    next(new HttpError(403, `Access denied to IP address: ${String(ip ?? req.ip)}`))
  }
}

// vuln-code-snippet start restfulXssChallenge
/** Descriptions are stored as written; only with the API-only XSS challenge switched off is the markup made safe. */
const descriptionSetter = (ctx: AppContext) => (value: unknown): unknown =>
  ctx.training.row('restfulXssChallenge').disabledEnv === null || typeof value !== 'string' ? value : safeMarkup(value) // vuln-code-snippet vuln-line restfulXssChallenge
// vuln-code-snippet end restfulXssChallenge

export const productModel = (ctx: AppContext): ModelDefinition => ({
  resource: 'Products',
  modelName: 'Product',
  table: 'Products',
  columns: { name: 'text', description: 'text', price: 'real', deluxePrice: 'real', image: 'text' },
  setters: { description: descriptionSetter(ctx) },
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

export const quantityModel = (ctx: AppContext): ModelDefinition => ({
  resource: 'Quantitys',
  modelName: 'Quantity',
  table: 'Quantities',
  columns: { ProductId: 'integer', quantity: 'integer', limitPerUser: 'integer' },
  guards: {
    list: [],
    read: [isAccounting(), accountingIpOnly(ctx)],
    update: [isAccounting(), accountingIpOnly(ctx)],
    create: [denyAll()],
    delete: [denyAll()],
  },
})
