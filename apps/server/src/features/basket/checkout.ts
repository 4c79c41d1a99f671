import { randomBytes } from 'node:crypto'
import { bonusPoints, type CheckoutRequest, type Order, type OrderLine } from '@pulp/shared'
import type { AppContext } from '../../context'
import { maskEmail } from '../../db/seed'
import { md5 } from '../../lib/crypto'
import { addToWallet, ownedAddress, ownedCard, walletBalanceOf } from '../../lib/customer-records'
import type { Outcome } from './basket-items'
import { basketLines, deliveryMethods, emptyBasket, findBasket, findDeliveryMethod, takeFromStock, type BasketRow, type DeliveryRow } from './basket.repo'
import type { Caller } from './caller'
import { campaignRedemption, monthlyCouponDiscount } from './coupons'
import { writeOrderPdf } from './order-pdf'

type OrderDetails = NonNullable<CheckoutRequest['orderDetails']>
const refuse = (status: number, error: string) => ({ ok: false as const, refusal: { status, body: { status: 'error', error } } })
const roundCents = (amount: number): number => Math.round(amount * 100) / 100

/** Order ids: the first 4 hex digits of md5(email), a dash, 16 random hex digits (research/api.md §3.5). */
const newOrderId = (email: string): string => `${md5(email).slice(0, 4)}-${randomBytes(8).toString('hex')}`

/** The basket `basketId` if it is the caller's. */
export function callersBasket(ctx: AppContext, caller: Caller, basketId: string): Outcome<BasketRow> {
  const basket = findBasket(ctx.db, basketId)
  if (!basket) return refuse(404, `Basket with id=${basketId} does not exist.`)
  if (basket.UserId !== caller.id) return refuse(403, 'This is not your basket.')
  return { ok: true, value: basket }
}

/** The discount in percent: the basket's monthly coupon, else a campaign coupon sent with the checkout. */
function discountOf(basket: BasketRow, couponData: string | null | undefined) {
  const couponDiscount = basket.coupon ? monthlyCouponDiscount(basket.coupon) : null
  const campaign = couponDiscount === null && couponData ? campaignRedemption(couponData) : null
  return { couponDiscount, campaign, percent: couponDiscount ?? campaign?.discount ?? 0 }
}

/** Checks the chosen address, card and delivery method; answers the delivery method (the slowest without a choice). */
function checkDetails(ctx: AppContext, caller: Caller, details: OrderDetails): Outcome<DeliveryRow> {
  if (details.addressId != null && !ownedAddress(ctx.db, details.addressId, caller.id)) return refuse(400, `You have no address ${details.addressId}.`)
  const paysByCard = details.paymentId != null && details.paymentId !== 'wallet'
  if (paysByCard && !ownedCard(ctx.db, details.paymentId, caller.id)) return refuse(400, `You have no card ${details.paymentId}.`)
  const delivery = details.deliveryMethodId == null
    ? deliveryMethods(ctx.db).reduce((slowest, method) => (method.eta > slowest.eta ? method : slowest))
    : findDeliveryMethod(ctx.db, details.deliveryMethodId)
  if (!delivery) return refuse(400, `There is no delivery method ${details.deliveryMethodId}.`)
  return { ok: true, value: delivery }
}

/**
 * POST /rest/basket/:id/checkout: turns the caller's basket into an order (document store), pays it by card or
 * from the wallet, takes the items from stock, credits the bonus points to the wallet, empties the basket and
 * writes the PDF confirmation. Answers the order id.
 */
export async function checkout(ctx: AppContext, caller: Caller, basketId: string, request: CheckoutRequest): Promise<Outcome<string>> {
  const basket = callersBasket(ctx, caller, basketId)
  if (!basket.ok) return basket
  const lines = basketLines(ctx.db, basket.value.id)
  if (lines.length === 0) return refuse(400, 'Your basket is empty.')
  const details = request.orderDetails ?? {}
  const delivery = checkDetails(ctx, caller, details)
  if (!delivery.ok) return delivery

  const products: OrderLine[] = lines.map(({ item, product }) => {
    const price = caller.isDeluxe ? product.deluxePrice : product.price
    return { quantity: item.quantity, id: product.id, name: product.name, price, total: roundCents(price * item.quantity), bonus: bonusPoints(price) * item.quantity }
  })
  const itemsTotal = products.reduce((sum, line) => sum + line.total, 0)
  const { couponDiscount, campaign, percent } = discountOf(basket.value, request.couponData)
  const discount = roundCents((itemsTotal * percent) / 100)
  const deliveryPrice = caller.isDeluxe ? delivery.value.deluxePrice : delivery.value.price
  const order: Omit<Order, '_id'> = {
    orderId: newOrderId(caller.email),
    email: maskEmail(caller.email),
    totalPrice: roundCents(itemsTotal - discount + deliveryPrice),
    products,
    bonus: products.reduce((sum, line) => sum + line.bonus, 0),
    eta: String(delivery.value.eta),
    delivered: false,
    promotionalAmount: discount === 0 ? '0' : discount.toFixed(2),
    paymentId: details.paymentId ?? undefined,
    addressId: details.addressId ?? undefined,
    deliveryPrice,
  }

  const placed = ctx.db.transaction(() => {
    if (details.paymentId === 'wallet') {
      if ((walletBalanceOf(ctx.db, caller.id) ?? 0) < order.totalPrice) return undefined
      addToWallet(ctx.db, caller.id, -order.totalPrice)
    }
    for (const { item } of lines) takeFromStock(ctx.db, item.ProductId, item.quantity)
    emptyBasket(ctx.db, basket.value.id)
    addToWallet(ctx.db, caller.id, order.bonus)
    return ctx.docs.orders.insert(order)
  })()
  if (!placed) return refuse(402, 'Insufficient wallet balance.')

  await writeOrderPdf(ctx, placed, ctx.config.application.name, new Date())
  const productIds = products.map((line) => line.id as number)
  ctx.bus.emit('basket:checked-out', { order: placed, couponDiscount, campaignValidOn: campaign?.validOn ?? null, productIds })
  return { ok: true, value: placed.orderId }
}
