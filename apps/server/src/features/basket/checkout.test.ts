import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { addItem, checkoutOf, customer, itemsIn, stockOf, walletOf, type Customer } from '../../testing/shoppers'
import { monthlyCoupon } from '@pulp/shared'

const ORDER_ID = /^[0-9a-f]{4}-[0-9a-f]{16}$/

let shop: TestShop
let jim: Customer
beforeEach(async () => {
  shop = createTestShop()
  jim = await customer(shop, 'jim@juice-sh.op')
})

const orderOf = (orderId: string) => shop.ctx.docs.orders.findOne({ orderId })
const cardOf = (userId: number) => (shop.ctx.db.prepare('SELECT id FROM Cards WHERE UserId = ?').get(userId) as { id: number }).id
const addressOf = (userId: number) => (shop.ctx.db.prepare('SELECT id FROM Addresses WHERE UserId = ?').get(userId) as { id: number }).id
const priceOf = (productId: number) => (shop.ctx.db.prepare('SELECT price FROM Products WHERE id = ?').get(productId) as { price: number }).price
const applyCoupon = (buyer: Customer, coupon: string, basketId = buyer.bid) =>
  request(shop.app).put(`/rest/basket/${basketId}/coupon/${encodeURIComponent(coupon)}`).set('Authorization', buyer.bearer)

describe('GET /rest/basket/:id', () => {
  it('answers the basket with its products, each with its basket line', async () => {
    const response = await request(shop.app).get(`/rest/basket/${jim.bid}`).set('Authorization', jim.bearer)
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    expect(response.body.data).toMatchObject({ id: jim.bid, coupon: null, UserId: jim.id })
    expect(response.body.data.Products).toEqual([
      expect.objectContaining({ id: 4, price: priceOf(4), deletedAt: null, BasketItem: expect.objectContaining({ ProductId: 4, BasketId: jim.bid, quantity: 2 }) }),
    ])
  })

  it('answers null for an unknown basket and 401 without a login', async () => {
    const unknown = await request(shop.app).get('/rest/basket/999').set('Authorization', jim.bearer)
    expect(unknown.body).toEqual({ status: 'success', data: null })
    expect((await request(shop.app).get(`/rest/basket/${jim.bid}`)).status).toBe(401)
  })
})

describe('PUT /rest/basket/:id/coupon/:coupon', () => {
  it('applies this month\'s coupon and answers its discount', async () => {
    const coupon = monthlyCoupon(10)
    const response = await applyCoupon(jim, coupon)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ discount: 10 })
    const basket = await request(shop.app).get(`/rest/basket/${jim.bid}`).set('Authorization', jim.bearer)
    expect(basket.body.data.coupon).toBe(coupon)
  })

  it.each([
    ['an old coupon', 'n<MibgC7sn'],
    ['last year\'s coupon of this month', 'lastYear'],
    ['text that is not z85', 'not a coupon'],
    ['z85 of something else', 'HelloWorld'],
  ])('refuses %s with 404', async (_what, text) => {
    const lastYear = new Date()
    lastYear.setFullYear(lastYear.getFullYear() - 1)
    const coupon = text === 'lastYear' ? (monthlyCoupon(10, lastYear)) : text
    const response = await applyCoupon(jim, coupon)
    expect(response.status).toBe(404)
    expect(response.text).toBe('Invalid coupon.')
  })

  it('refuses another customer\'s basket with 403, an unknown one with 404, and no login with 401', async () => {
    const coupon = monthlyCoupon(10)
    expect((await applyCoupon(jim, coupon, 1)).status).toBe(403)
    const unknown = await applyCoupon(jim, coupon, 999)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Basket with id=999 does not exist.')
    expect((await request(shop.app).put(`/rest/basket/${jim.bid}/coupon/x`)).status).toBe(401)
  })
})

describe('POST /rest/basket/:id/checkout', () => {
  it('places the order: stock taken, bonus credited, basket emptied, PDF written', async () => {
    const stockBefore = stockOf(shop, 4)
    const response = await checkoutOf(shop, jim, { orderDetails: { paymentId: cardOf(jim.id), addressId: addressOf(jim.id), deliveryMethodId: 1 } })
    expect(response.status).toBe(200)
    const { orderConfirmation } = response.body
    expect(orderConfirmation).toMatch(ORDER_ID)
    const order = orderOf(orderConfirmation)
    const lineTotal = Math.round(priceOf(4) * 2 * 100) / 100
    expect(order).toMatchObject({ email: 'j*m@j**c*-sh.*p', delivered: false, eta: '1', deliveryPrice: 0.99, promotionalAmount: '0' })
    expect(order?.totalPrice).toBeCloseTo(lineTotal + 0.99, 2)
    expect(order?.products).toEqual([expect.objectContaining({ id: 4, quantity: 2, total: lineTotal, bonus: Math.round(priceOf(4) / 10) * 2 })])
    expect(stockOf(shop, 4)).toBe(stockBefore - 2)
    expect(walletOf(shop, jim.id)).toBe(100 + (order?.bonus ?? NaN))
    expect(itemsIn(shop, jim.bid)).toEqual([])
    const pdf = await request(shop.app).get(`/ftp/order_${orderConfirmation}.pdf`).buffer(true)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('accepts ids written as digits and null for what was not chosen, as browsers send them from storage', async () => {
    const response = await checkoutOf(shop, jim, { couponData: null, orderDetails: { paymentId: String(cardOf(jim.id)), addressId: null, deliveryMethodId: '2' } })
    expect(response.status).toBe(200)
    expect(orderOf(response.body.orderConfirmation)).toMatchObject({ paymentId: cardOf(jim.id), deliveryPrice: 0.5, eta: '3' })
  })

  it('pays from the wallet and lists the order in the customer\'s history', async () => {
    const response = await checkoutOf(shop, jim, { orderDetails: { paymentId: 'wallet', deliveryMethodId: 3 } })
    const order = orderOf(response.body.orderConfirmation)
    expect(walletOf(shop, jim.id)).toBeCloseTo(100 - (order?.totalPrice ?? NaN) + (order?.bonus ?? NaN), 2)
    const history = await request(shop.app).get('/rest/order-history').set('Authorization', jim.bearer)
    expect(history.body.data.map((entry: { orderId: string }) => entry.orderId)).toEqual([response.body.orderConfirmation])
  })

  it('refuses a wallet payment above the balance with 402 and keeps the basket', async () => {
    const amy = await customer(shop, 'amy@juice-sh.op')
    await request(shop.app).put(`/api/BasketItems/${itemsIn(shop, amy.bid)[0].id}`).set('Authorization', amy.bearer).send({ quantity: 40 })
    const response = await checkoutOf(shop, amy, { orderDetails: { paymentId: 'wallet' } })
    expect(response.status).toBe(402)
    expect(response.body).toEqual({ status: 'error', error: 'Insufficient wallet balance.' })
    expect(walletOf(shop, amy.id)).toBe(48)
    expect(itemsIn(shop, amy.bid)).toHaveLength(1)
  })

  it('takes the basket\'s coupon off the items and uses it up', async () => {
    await applyCoupon(jim, monthlyCoupon(20))
    const response = await checkoutOf(shop, jim, { orderDetails: { deliveryMethodId: 3 } })
    const order = orderOf(response.body.orderConfirmation)
    const items = Math.round(priceOf(4) * 2 * 100) / 100
    expect(order?.promotionalAmount).toBe((items * 0.2).toFixed(2))
    expect(order?.totalPrice).toBeCloseTo(items * 0.8, 2)
    const basket = await request(shop.app).get(`/rest/basket/${jim.bid}`).set('Authorization', jim.bearer)
    expect(basket.body.data.coupon).toBeNull()
  })

  it('charges deluxe members the deluxe prices', async () => {
    const deluxe = await customer(shop, 'bjoern@owasp.org')
    await addItem(shop, deluxe, 1, 2)
    const response = await checkoutOf(shop, deluxe, { orderDetails: { deliveryMethodId: 1 } })
    const order = orderOf(response.body.orderConfirmation)
    expect(order).toMatchObject({ deliveryPrice: 0.5, totalPrice: 0.99 * 2 + 0.5 })
  })

  it.each([
    [{ orderDetails: { deliveryMethodId: 9 } }, 'There is no delivery method 9.'],
    [{ orderDetails: { addressId: 1 } }, 'You have no address 1.'],
    [{ orderDetails: { paymentId: 1 } }, 'You have no card 1.'],
  ])('refuses %o with 400 and keeps the basket', async (body, error) => {
    const response = await checkoutOf(shop, jim, body)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ status: 'error', error })
    expect(itemsIn(shop, jim.bid)).toHaveLength(1)
  })

  it.each([[{ couponData: 42 }], [{ orderDetails: { paymentId: 'cash' } }], [{ orderDetails: 'fast' }]])('refuses the malformed body %o with 400', async (body) => {
    const response = await checkoutOf(shop, jim, body)
    expect(response.status).toBe(400)
    expect(response.body.status).toBe('error')
  })

  it('refuses an empty basket with 400', async () => {
    await checkoutOf(shop, jim)
    const again = await checkoutOf(shop, jim)
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('Your basket is empty.')
  })

  it('refuses another customer\'s basket with 403, an unknown one with 404, and no login with 401', async () => {
    const foreign = await request(shop.app).post('/rest/basket/1/checkout').set('Authorization', jim.bearer).send({})
    expect(foreign.status).toBe(403)
    expect(itemsIn(shop, 1)).toHaveLength(3)
    expect((await request(shop.app).post('/rest/basket/999/checkout').set('Authorization', jim.bearer).send({})).status).toBe(404)
    expect((await request(shop.app).post(`/rest/basket/${jim.bid}/checkout`).send({})).status).toBe(401)
  })
})

describe('/api/Deliverys', () => {
  it('lists the delivery methods with their prices, deluxe prices for deluxe members', async () => {
    const list = await request(shop.app).get('/api/Deliverys')
    expect(list.body).toEqual({
      status: 'success',
      data: [
        { id: 1, name: 'One Day Delivery', price: 0.99, eta: 1, icon: 'fas fa-rocket' },
        { id: 2, name: 'Fast Delivery', price: 0.5, eta: 3, icon: 'fas fa-shipping-fast' },
        { id: 3, name: 'Standard Delivery', price: 0, eta: 5, icon: 'fas fa-truck' },
      ],
    })
    const deluxe = await customer(shop, 'bjoern@owasp.org')
    const forDeluxe = await request(shop.app).get('/api/Deliverys/1').set('Authorization', deluxe.bearer)
    expect(forDeluxe.body.data).toEqual({ id: 1, name: 'One Day Delivery', price: 0.5, eta: 1, icon: 'fas fa-rocket' })
  })

  it('answers 400 for an unknown method', async () => {
    const response = await request(shop.app).get('/api/Deliverys/7')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ status: 'error' })
  })
})
