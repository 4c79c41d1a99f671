import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { customer, stockOf } from '../../testing/shoppers'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { quantityModel } from './products.model'

let shop: TestShop
let accountant: string
beforeEach(async () => {
  shop = createTestShop()
  accountant = (await customer(shop, 'accountant@juice-sh.op')).bearer
})

describe('PUT /api/Quantitys/:id (accounting)', () => {
  it('refuses even the accountant: requests never come from the literal address 123.456.789, as in the original', async () => {
    const before = stockOf(shop, 1)
    const response = await request(shop.app).put('/api/Quantitys/1').set('Authorization', accountant).send({ quantity: 12 })
    expect(response.status).toBe(403)
    expect(response.text).toContain('Access denied to IP address')
    expect(stockOf(shop, 1)).toBe(before)
  })

  it('refuses a customer before looking at the address', async () => {
    const jim = (await customer(shop, 'jim@juice-sh.op')).bearer
    const response = await request(shop.app).put('/api/Quantitys/1').set('Authorization', jim).send({ quantity: 12 })
    expect(response.status).toBe(403)
    expect(response.text).not.toContain('Access denied to IP address')
  })
})

describe('stock rows (the rules a permitted write would meet)', () => {
  const validate = quantityModel().validate!
  const row = { id: 1, ProductId: 1, quantity: 12, limitPerUser: 3 }

  it('accepts a whole, non-negative stock and a positive limit', () => {
    expect(validate(row)).toEqual([])
  })

  it.each([
    [{ quantity: -1 }, 'quantity', 'quantity cannot be negative'],
    [{ quantity: 2.5 }, 'quantity', 'quantity must be a whole number'],
    [{ quantity: 'plenty' }, 'quantity', 'quantity must be a number'],
    [{ quantity: { $gt: 1 } }, 'quantity', 'quantity must be a number'],
    [{ limitPerUser: 0 }, 'limitPerUser', 'limitPerUser must be at least 1'],
  ])('refuses %o', (change, field, message) => {
    expect(validate({ ...row, ...change })).toContainEqual({ field, message })
  })
})
