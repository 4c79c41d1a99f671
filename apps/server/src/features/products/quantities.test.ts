import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { customer, stockOf } from '../../testing/shoppers'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
let accountant: string
beforeEach(async () => {
  shop = createTestShop()
  accountant = (await customer(shop, 'accountant@juice-sh.op')).bearer
})

const put = (body: unknown) => request(shop.app).put('/api/Quantitys/1').set('Authorization', accountant).send(body as object)

describe('PUT /api/Quantitys/:id (accounting)', () => {
  it('sets the stock and the limit per customer', async () => {
    const response = await put({ quantity: 12, limitPerUser: 3 })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: 1, ProductId: 1, quantity: 12, limitPerUser: 3 })
    expect(stockOf(shop, 1)).toBe(12)
  })

  it.each([
    [{ quantity: -1 }, 'quantity', 'quantity cannot be negative'],
    [{ quantity: 2.5 }, 'quantity', 'quantity must be a whole number'],
    [{ quantity: 'plenty' }, 'quantity', 'quantity must be a number'],
    [{ quantity: { $gt: 1 } }, 'quantity', 'quantity must be a number'],
    [{ limitPerUser: 0 }, 'limitPerUser', 'limitPerUser must be at least 1'],
  ])('refuses %o with 400', async (body, field, message) => {
    const before = stockOf(shop, 1)
    const response = await put(body)
    expect(response.status).toBe(400)
    expect(response.body.errors).toContainEqual({ field, message })
    expect(stockOf(shop, 1)).toBe(before)
  })

  it('answers 404 for an unknown stock row', async () => {
    const response = await request(shop.app).put('/api/Quantitys/999').set('Authorization', accountant).send({ quantity: 1 })
    expect(response.status).toBe(404)
  })
})
