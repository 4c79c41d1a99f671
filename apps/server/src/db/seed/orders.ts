/** Past orders, stored in the orders document collection the way checkout stores them. */
import { bonusPoints } from '@pulp/shared'
import { md5 } from '../../lib/crypto'
import type { OrderLine } from '../doc-store'
import type { SeedContext } from './context'
import { seedData, seededEmail, seededProducts, seededUsers, seededUserId } from './data'

/** Order ids start with the first 4 hex digits of md5(email); the data export relies on that. */
export function orderIdFor(email: string, serial: string): string {
  return `${md5(email).slice(0, 4)}-${md5(`${email}/${serial}`).slice(0, 16)}`
}

/** How orders store the customer: every vowel replaced by "*", e.g. `*dm*n@j**c*-sh.*p`. */
export const maskEmail = (email: string): string => email.replace(/[aeiou]/gi, '*')

const roundCents = (amount: number): number => Math.round(amount * 100) / 100

export function seedOrders({ docs, domain }: SeedContext): void {
  seedData().orders.forEach((order, index) => {
    const email = seededEmail(seededUsers()[seededUserId(order.user) - 1], domain)
    const products = order.items.map(({ product, quantity }) => orderLine(product, quantity))
    docs.orders.insert({
      orderId: orderIdFor(email, `seed-order-${index + 1}`),
      email: maskEmail(email),
      totalPrice: roundCents(products.reduce((sum, line) => sum + line.total, 0)),
      products,
      bonus: products.reduce((sum, line) => sum + line.bonus, 0),
      eta: order.eta,
      delivered: order.delivered,
    })
  })
}

function orderLine(productId: number, quantity: number): OrderLine {
  const product = seededProducts()[productId - 1]
  if (!product) throw new Error(`An order names the unknown product ${productId}`)
  const { name, price } = product
  return { quantity, name, price, total: roundCents(price * quantity), bonus: bonusPoints(price) * quantity }
}
