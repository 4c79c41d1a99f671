/** Seeded customers for shopping tests: log in, fill the basket, check out, and read stock and wallets. */
import request from 'supertest'
import { SEEDED_PASSWORDS } from './attack-steps'
import type { TestShop } from './test-app'

export const PASSWORDS: Record<string, string> = SEEDED_PASSWORDS

export interface Customer {
  bearer: string
  bid: number
  id: number
}

/** Logs a seeded user in through the login route: their bearer header, basket id and user id. */
export async function customer(shop: TestShop, email: string): Promise<Customer> {
  const { token, bid } = await shop.login(email, PASSWORDS[email])
  const { id } = shop.ctx.db.prepare('SELECT id FROM Users WHERE email = ?').get(email) as { id: number }
  return { bearer: `Bearer ${token}`, bid, id }
}

export const stockOf = (shop: TestShop, productId: number): number =>
  (shop.ctx.db.prepare('SELECT quantity FROM Quantities WHERE ProductId = ?').get(productId) as { quantity: number }).quantity

export const walletOf = (shop: TestShop, userId: number): number =>
  (shop.ctx.db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId) as { balance: number }).balance

export const itemsIn = (shop: TestShop, basketId: number) =>
  shop.ctx.db.prepare('SELECT id, ProductId, quantity FROM BasketItems WHERE BasketId = ? ORDER BY id').all(basketId) as { id: number; ProductId: number; quantity: number }[]

/** Puts `quantity` of a product into the customer's basket through the API. */
export async function addItem(shop: TestShop, buyer: Customer, ProductId: number, quantity = 1): Promise<request.Response> {
  return request(shop.app).post('/api/BasketItems').set('Authorization', buyer.bearer).send({ ProductId, BasketId: buyer.bid, quantity })
}

export const checkoutOf = (shop: TestShop, buyer: Customer, body: Record<string, unknown> = {}) =>
  request(shop.app).post(`/rest/basket/${buyer.bid}/checkout`).set('Authorization', buyer.bearer).send(body)
