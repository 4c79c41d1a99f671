import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, seededBearer, type TestShop } from '../../testing/test-app'
import { reviewsAttacks, SIMULTANEOUS_LIKES } from './reviews.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const emailOf = (localPart: string) => `${localPart}@${shop.ctx.config.application.domain}`
const solved = (key: 'noSqlCommandChallenge' | 'forgedReviewChallenge' | 'noSqlReviewsChallenge' | 'timingAttackChallenge') =>
  shop.ctx.training.isSolved(key)

describe('noSqlCommandChallenge', () => {
  it('is solved by a sleeping $where, while the shop keeps answering others', async () => {
    const started = Date.now()
    const attack = reviewsAttacks.noSqlCommandChallenge(shop.app).then((response) => response)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const probeStarted = Date.now()
    const version = await request(shop.app).get('/rest/admin/application-version')
    expect(version.status).toBe(200)
    expect(Date.now() - probeStarted).toBeLessThan(1000)
    const response = await attack
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual([])
    expect(Date.now() - started).toBeGreaterThan(2000)
    expect(solved('noSqlCommandChallenge')).toBe(true)
  }, 20_000)

  it('caps a long sleep: sleep(2000) ends at the query time limit, and other requests stay fast meanwhile', async () => {
    const attack = request(shop.app).get('/rest/products/sleep(2000)/reviews').then((response) => response)
    for (let probe = 0; probe < 3; probe++) {
      await new Promise((resolve) => setTimeout(resolve, 700))
      const probeStarted = Date.now()
      expect((await request(shop.app).get('/rest/admin/application-version')).status).toBe(200)
      expect(Date.now() - probeStarted).toBeLessThan(1000)
    }
    expect((await attack).status).toBe(400)
    expect(solved('noSqlCommandChallenge')).toBe(true)
  }, 20_000)

  it('is not solved by a quick expression or a plain id', async () => {
    await request(shop.app).get('/rest/products/1/reviews')
    await request(shop.app).get('/rest/products/1 || true/reviews')
    expect(solved('noSqlCommandChallenge')).toBe(false)
  })
})

describe('forgedReviewChallenge', () => {
  it('is solved by writing a review in the name of someone else', async () => {
    const response = await reviewsAttacks.forgedReviewChallenge(shop.app)
    expect(response.status).toBe(201)
    expect(shop.ctx.docs.reviews.find({ author: emailOf('admin'), message: 'Best shop ever, says the admin' })).toHaveLength(1)
    expect(solved('forgedReviewChallenge')).toBe(true)
  })

  it("is solved by editing another user's review", async () => {
    const [foreign] = shop.ctx.docs.reviews.find({ author: emailOf('bender') })
    const response = await request(shop.app).patch('/rest/products/reviews').set('Authorization', seededBearer(shop, 'jim'))
      .send({ id: foreign._id, message: 'Edited by jim' })
    expect(response.body.modified).toBe(1)
    expect(solved('forgedReviewChallenge')).toBe(true)
  })

  it('is not solved by writing or editing as oneself', async () => {
    const jim = seededBearer(shop, 'jim')
    await request(shop.app).put('/rest/products/1/reviews').set('Authorization', jim).send({ message: 'Mine', author: emailOf('jim') })
    const [own] = shop.ctx.docs.reviews.find({ author: emailOf('jim') })
    await request(shop.app).patch('/rest/products/reviews').set('Authorization', jim).send({ id: own._id, message: 'Still mine' })
    expect(solved('forgedReviewChallenge')).toBe(false)
  })
})

describe('noSqlReviewsChallenge', () => {
  it('is solved by editing every review at once with a $ne selector', async () => {
    const response = await reviewsAttacks.noSqlReviewsChallenge(shop.app)
    expect(response.status).toBe(200)
    expect(response.body.modified).toBe(shop.ctx.docs.reviews.count())
    expect(shop.ctx.docs.reviews.find().every((review) => review.message === 'NoSQL Injection!')).toBe(true)
    expect(solved('noSqlReviewsChallenge')).toBe(true)
  })

  it('is not solved by editing one review', async () => {
    const [own] = shop.ctx.docs.reviews.find({ author: emailOf('jim') })
    await request(shop.app).patch('/rest/products/reviews').set('Authorization', seededBearer(shop, 'jim')).send({ id: own._id, message: 'x' })
    expect(solved('noSqlReviewsChallenge')).toBe(false)
  })
})

describe('timingAttackChallenge', () => {
  const like = (id: string) => request(shop.app).post('/rest/products/reviews').set('Authorization', seededBearer(shop, 'jim')).send({ id })

  it('is solved by four likes of one review at once', async () => {
    const [review] = shop.ctx.docs.reviews.find({ product: 1 })
    const answers = await reviewsAttacks.timingAttackChallenge(shop.app)
    expect(answers.map((answer) => answer.status)).toEqual(Array(SIMULTANEOUS_LIKES).fill(200))
    expect(shop.ctx.docs.reviews.findOne({ _id: review._id })?.likesCount).toBe(SIMULTANEOUS_LIKES)
    expect(solved('timingAttackChallenge')).toBe(true)
  })

  it('is not solved by liking one after the other', async () => {
    const [review] = shop.ctx.docs.reviews.find({ product: 1 })
    for (let attempt = 0; attempt < 4; attempt++) await like(review._id)
    expect(shop.ctx.docs.reviews.findOne({ _id: review._id })?.likesCount).toBe(1)
    expect(solved('timingAttackChallenge')).toBe(false)
  })
})
