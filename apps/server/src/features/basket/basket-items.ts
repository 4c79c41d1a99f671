import type { Db } from '../../db/database'
import type { AppContext } from '../../context'
import type { Caller } from './caller'
import {
  findBasket,
  findItemIn,
  findProduct,
  insertItem,
  setItemQuantity,
  stockOf,
  type BasketItemRow,
} from './basket.repo'

/** A refusal with the status and body the caller gets. */
export interface Refusal {
  status: number
  body: Record<string, unknown> | string
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal }

const refuse = (status: number, error: string): { ok: false; refusal: Refusal } => ({ ok: false, refusal: { status, body: { status: 'error', error } } })

/** Stock and per-customer limit of a product for `quantity` items; undefined when the quantity can be sold. */
function stockProblem(db: Db, productId: number, quantity: number, isDeluxe: boolean): { ok: false; refusal: Refusal } | undefined {
  const stock = stockOf(db, productId)
  if (!stock || quantity > stock.quantity) return refuse(400, 'We are out of stock! Sorry for the inconvenience.')
  if (!isDeluxe && stock.limitPerUser !== null && quantity > stock.limitPerUser) {
    return refuse(400, `You can order only up to ${stock.limitPerUser} items of this product.`)
  }
  return undefined
}

/** The first `BasketId` written in a JSON body, as text (JSON.parse keeps the last one of a repeated key). */
const firstBasketIdIn = (rawBody: string | undefined): string | undefined => /"BasketId"\s*:\s*"?(\d+)/.exec(rawBody ?? '')?.[1]

export interface NewBasketItem {
  ProductId: number
  BasketId: number
  quantity: number
}

/**
 * POST /api/BasketItems: puts a product into the caller's basket. The ownership check reads the body's first
 * `BasketId`, the insert its parsed (last) one, so a repeated key puts the item into someone else's basket.
 * Any product that was ever sold can be added, soft-deleted ones included.
 */
// vuln-code-snippet start basketManipulateChallenge christmasSpecialChallenge
export function addBasketItem(ctx: AppContext, caller: Caller, item: NewBasketItem, rawBody: string | undefined): Outcome<BasketItemRow> {
  const claimedBasketId = firstBasketIdIn(rawBody) ?? item.BasketId // vuln-code-snippet vuln-line basketManipulateChallenge
  if (findBasket(ctx.db, claimedBasketId)?.UserId !== caller.id) return { ok: false, refusal: { status: 401, body: "{'error' : 'Invalid BasketId'}" } }
  const basket = findBasket(ctx.db, item.BasketId) // vuln-code-snippet vuln-line basketManipulateChallenge
  if (!basket) return refuse(400, `There is no basket ${item.BasketId}.`)
  if (!findProduct(ctx.db, item.ProductId)) return refuse(400, `There is no product ${item.ProductId}.`) // vuln-code-snippet vuln-line christmasSpecialChallenge
  if (findItemIn(ctx.db, item.BasketId, item.ProductId)) return refuse(400, 'This product is already in the basket: change its quantity instead.')
  const problem = stockProblem(ctx.db, item.ProductId, item.quantity, caller.isDeluxe)
  if (problem) return problem
  const stored = insertItem(ctx.db, item) // vuln-code-snippet vuln-line basketManipulateChallenge christmasSpecialChallenge
  ctx.bus.emit('basket:item-added', { basketId: stored.BasketId, ownerId: basket.UserId, callerId: caller.id }) // vuln-code-snippet hide-line
  return { ok: true, value: stored }
}
// vuln-code-snippet end basketManipulateChallenge christmasSpecialChallenge

/**
 * PUT /api/BasketItems/:id: a new quantity for one of the caller's items. The stock check looks only at the
 * upper end, so a negative quantity goes through and makes the order total negative.
 */
// vuln-code-snippet start negativeOrderChallenge
export function changeQuantity(ctx: AppContext, item: BasketItemRow, quantity: number, isDeluxe: boolean): Outcome<BasketItemRow> {
  const problem = stockProblem(ctx.db, item.ProductId, quantity, isDeluxe) // vuln-code-snippet vuln-line negativeOrderChallenge
  if (problem) return problem
  return { ok: true, value: setItemQuantity(ctx.db, item.id, quantity) } // vuln-code-snippet vuln-line negativeOrderChallenge
}
// vuln-code-snippet end negativeOrderChallenge
