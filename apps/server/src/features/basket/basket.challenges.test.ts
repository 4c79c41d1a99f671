import { campaignCouponData, monthlyCoupon } from '@pulp/shared'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { addItem, checkoutOf, customer, itemsIn, type Customer } from '../../testing/shoppers'
import { basketAttacks, DELETED_TOO, EXPIRED_CAMPAIGN_COUPON, FORGED_DISCOUNT } from './basket.attacks'

let shop: TestShop
let jim: Customer
beforeEach(async () => {
  shop = createTestShop()
  jim = await customer(shop, 'jim@juice-sh.op')
})

const solved = (key: Parameters<TestShop['ctx']['training']['isSolved']>[0]) => shop.ctx.training.isSolved(key)
const rawPost = (body: string) =>
  request(shop.app).post('/api/BasketItems').set('Authorization', jim.bearer).set('Content-Type', 'application/json').send(body)

describe('basketAccessChallenge (View Basket)', () => {
  it('is solved by opening someone else\'s basket', async () => {
    const response = await basketAttacks.basketAccessChallenge(shop.app)
    expect(response.body.data).toMatchObject({ id: 1, UserId: 1 })
    expect(response.body.data.Products).toHaveLength(3)
    expect(solved('basketAccessChallenge')).toBe(true)
  })

  it('is not solved by opening one\'s own basket (also with a token that carries no basket id) or a basket that does not exist', async () => {
    await request(shop.app).get(`/rest/basket/${jim.bid}`).set('Authorization', jim.bearer).expect(200)
    const upgrade = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', jim.bearer).send({ paymentMode: 'wallet' })
    await request(shop.app).get(`/rest/basket/${jim.bid}`).set('Authorization', `Bearer ${upgrade.body.data.token}`).expect(200)
    await request(shop.app).get('/rest/basket/999').set('Authorization', jim.bearer).expect(200)
    expect(solved('basketAccessChallenge')).toBe(false)
  })
})

describe('basketManipulateChallenge (Manipulate Basket)', () => {
  it('is solved by a body naming the own basket first and another one last', async () => {
    const response = await basketAttacks.basketManipulateChallenge(shop.app)
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ ProductId: 14, BasketId: 1 })
    expect(itemsIn(shop, 1).map((item) => item.ProductId)).toContain(14)
    expect(solved('basketManipulateChallenge')).toBe(true)
  })

  it('is not solved by adding to the own basket, nor by naming another basket only', async () => {
    expect((await rawPost(`{"ProductId": 14, "BasketId": "${jim.bid}", "quantity": 1}`)).status).toBe(200)
    expect((await rawPost('{"ProductId": 15, "BasketId": "1", "quantity": 1}')).status).toBe(401)
    expect(solved('basketManipulateChallenge')).toBe(false)
  })
})

describe('negativeOrderChallenge (Payback Time)', () => {
  it('is solved by checking out a negative quantity', async () => {
    const orderId = await basketAttacks.negativeOrderChallenge(shop.app)
    expect(shop.ctx.docs.orders.findOne({ orderId })?.totalPrice).toBeLessThan(0)
    expect(solved('negativeOrderChallenge')).toBe(true)
  })

  it('is not solved by an ordinary order', async () => {
    expect((await checkoutOf(shop, jim)).status).toBe(200)
    expect(solved('negativeOrderChallenge')).toBe(false)
  })
})

describe('forgedCouponChallenge (Forged Coupon)', () => {
  it('is solved by checking out with a self-made 80% coupon of this month', async () => {
    expect((await request(shop.app).put(`/rest/basket/${jim.bid}/coupon/${encodeURIComponent(monthlyCoupon(FORGED_DISCOUNT))}`).set('Authorization', jim.bearer)).body)
      .toEqual({ discount: 80 })
    const orderId = await basketAttacks.forgedCouponChallenge(shop.app)
    expect(shop.ctx.docs.orders.findOne({ orderId })?.promotionalAmount).not.toBe('0')
    expect(solved('forgedCouponChallenge')).toBe(true)
  })

  it('is not solved by an ordinary 10% coupon, nor by applying an 80% coupon without checking out', async () => {
    await request(shop.app).put(`/rest/basket/${jim.bid}/coupon/${encodeURIComponent(monthlyCoupon(10))}`).set('Authorization', jim.bearer)
    await checkoutOf(shop, jim)
    await addItem(shop, jim, 1)
    await request(shop.app).put(`/rest/basket/${jim.bid}/coupon/${encodeURIComponent(monthlyCoupon(90))}`).set('Authorization', jim.bearer)
    expect(solved('forgedCouponChallenge')).toBe(false)
  })
})

describe('manipulateClockChallenge (Expired Coupon)', () => {
  it('is solved by redeeming WMNSDY2019 with its day as the client\'s date', async () => {
    expect(EXPIRED_CAMPAIGN_COUPON).toBe('V01OU0RZMjAxOS0xNTUxOTk5NjAwMDAw')
    const orderId = await basketAttacks.manipulateClockChallenge(shop.app)
    expect(shop.ctx.docs.orders.findOne({ orderId })?.promotionalAmount).not.toBe('0')
    expect(solved('manipulateClockChallenge')).toBe(true)
  })

  it('is not solved (and gives no discount) with any other date', async () => {
    const placed = await checkoutOf(shop, jim, { couponData: campaignCouponData('WMNSDY2019', Date.now()) })
    expect(shop.ctx.docs.orders.findOne({ orderId: placed.body.orderConfirmation })?.promotionalAmount).toBe('0')
    expect(solved('manipulateClockChallenge')).toBe(false)
  })
})

describe('christmasSpecialChallenge (Christmas Special)', () => {
  it('is solved by ordering the soft-deleted Christmas box found with the search injection', async () => {
    const search = await request(shop.app).get('/rest/products/search').query({ q: DELETED_TOO })
    const box = search.body.data.find((product: { name: string }) => product.name.startsWith('Christmas Super-Surprise-Box'))
    expect(box.deletedAt).not.toBeNull()
    const orderId = await basketAttacks.christmasSpecialChallenge(shop.app)
    expect(shop.ctx.docs.orders.findOne({ orderId })?.products).toEqual([expect.objectContaining({ id: box.id })])
    expect(solved('christmasSpecialChallenge')).toBe(true)
  })

  it('is not solved by ordering products on sale', async () => {
    await addItem(shop, jim, 1)
    await checkoutOf(shop, jim)
    expect(solved('christmasSpecialChallenge')).toBe(false)
  })
})
