import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, seededBearer, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const emailOf = (localPart: string) => `${localPart}@${shop.ctx.config.application.domain}`
const reviewsOfApple = () => shop.ctx.docs.reviews.find().filter((review) => review.product === 1)
const reviewsOf = (id: string | number, bearer?: string) => {
  const call = request(shop.app).get(`/rest/products/${id}/reviews`)
  return bearer ? call.set('Authorization', bearer) : call
}

describe('GET /rest/products/:id/reviews', () => {
  it('answers the reviews of the product, all liked for a visitor', async () => {
    const response = await reviewsOf(1)
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    expect(response.body.data).toHaveLength(reviewsOfApple().length)
    expect(response.body.data.length).toBeGreaterThan(0)
    for (const review of response.body.data) expect(review).toMatchObject({ product: 1, liked: true, _id: expect.any(String) })
  })

  it('marks only the reviews a logged-in user liked', async () => {
    const [first] = reviewsOfApple()
    shop.ctx.docs.reviews.update({ _id: first._id }, { $set: { likedBy: [emailOf('jim')] } })
    const response = await reviewsOf(1, seededBearer(shop, 'jim'))
    const liked = response.body.data.filter((review: { liked?: boolean }) => review.liked).map((review: { _id: string }) => review._id)
    expect(liked).toEqual([first._id])
  })

  it('includes reviews whose product id was stored as text', async () => {
    shop.ctx.docs.reviews.insert({ product: '1', message: 'Text id', author: 'x@example.com', likesCount: 0, likedBy: [] })
    const response = await reviewsOf(1)
    expect(response.body.data.map((review: { message: string }) => review.message)).toContain('Text id')
  })

  it('answers an empty list for a product without reviews, 404 for an unknown product', async () => {
    expect((await reviewsOf(4)).body).toEqual({ status: 'success', data: [] })
    expect(await reviewsOf(9999)).toMatchObject({ status: 404, body: { error: 'Not found' } })
  })

  it('evaluates an expression id against every review', async () => {
    const response = await reviewsOf('1 || this.product == 2')
    expect(response.status).toBe(200)
    expect(response.body.data.length).toBeGreaterThan(reviewsOfApple().length)
  })

  it.each(['abc', '1;', '%20', 'this.nothing.deeper'])('refuses the id %s with 400', async (id) => {
    const response = await reviewsOf(id)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ error: 'Wrong Params' })
  })

  it('stops an endless loop at the time limit, and the shop lives on', async () => {
    const response = await reviewsOf('(function(){while(true){}})()')
    expect(response.status).toBe(400)
    expect((await reviewsOf(1)).status).toBe(200)
  }, 15_000)

  it('takes only numbers when the NoSQL DoS challenge is switched off', async () => {
    const safe = createTestShop({ challenges: { safetyMode: 'enabled' } })
    expect((await request(safe.app).get('/rest/products/1/reviews')).status).toBe(200)
    expect((await request(safe.app).get('/rest/products/sleep(10)/reviews')).status).toBe(400)
  })
})

describe('PUT /rest/products/:id/reviews', () => {
  const write = (id: string | number, body: object, bearer?: string) => {
    const call = request(shop.app).put(`/rest/products/${id}/reviews`).send(body)
    return bearer ? call.set('Authorization', bearer) : call
  }

  it('stores a review under the product id as written in the path', async () => {
    const response = await write(4, { message: 'Tastes of summer', author: emailOf('jim') }, seededBearer(shop, 'jim'))
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ status: 'success' })
    const list = await reviewsOf(4)
    expect(list.body.data).toEqual([expect.objectContaining({ product: '4', message: 'Tastes of summer', author: emailOf('jim'), likesCount: 0, likedBy: [] })])
  })

  it('refuses an unknown product with 404', async () => {
    expect(await write(9999, { message: 'x', author: 'a' })).toMatchObject({ status: 404, body: { error: 'Not found' } })
    expect((await write('abc', { message: 'x', author: 'a' })).status).toBe(404)
  })

  it.each([{}, { message: '' }, { message: { $ne: 1 } }, { message: 'x'.repeat(161) }, { message: 'ok', author: ['a'] }])(
    'refuses the body %j with 400',
    async (body) => {
      expect((await write(1, body)).status).toBe(400)
    },
  )
})

describe('PATCH /rest/products/reviews', () => {
  const edit = (body: object, bearer = seededBearer(shop, 'jim')) => request(shop.app).patch('/rest/products/reviews').set('Authorization', bearer).send(body)

  it('changes the message of a review', async () => {
    const [review] = shop.ctx.docs.reviews.find({ author: emailOf('jim') })
    const response = await edit({ id: review._id, message: 'Even better now' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ modified: 1, original: [{ message: review.message }], updated: [{ message: 'Even better now' }] })
    expect(shop.ctx.docs.reviews.findOne({ _id: review._id })?.message).toBe('Even better now')
  })

  it('needs a login', async () => {
    expect((await request(shop.app).patch('/rest/products/reviews').send({ id: 'x', message: 'y' })).status).toBe(401)
  })

  it('answers 404 for an unknown review and 400 for an unknown operator or a missing message', async () => {
    expect(await edit({ id: 'nope', message: 'x' })).toMatchObject({ status: 404, body: { error: 'Not found' } })
    expect((await edit({ id: { $bogus: 1 }, message: 'x' })).status).toBe(400)
    expect((await edit({ id: 'nope' })).status).toBe(400)
    expect((await edit({ message: 'x' })).status).toBe(400)
  })
})

describe('POST /rest/products/reviews (like)', () => {
  const like = (id: unknown, bearer = seededBearer(shop, 'jim')) => request(shop.app).post('/rest/products/reviews').set('Authorization', bearer).send({ id })

  it('counts one like per user', async () => {
    const [review] = reviewsOfApple()
    const first = await like(review._id)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ modified: 1, updated: [{ likedBy: [emailOf('jim')] }] })
    expect(shop.ctx.docs.reviews.findOne({ _id: review._id })).toMatchObject({ likesCount: 1, likedBy: [emailOf('jim')] })
    expect(await like(review._id)).toMatchObject({ status: 403, body: { error: 'Not allowed' } })
    expect((await reviewsOf(1, seededBearer(shop, 'jim'))).body.data.find((r: { _id: string }) => r._id === review._id).liked).toBe(true)
  })

  it('needs a login, a known review and a string id', async () => {
    expect((await request(shop.app).post('/rest/products/reviews').send({ id: 'x' })).status).toBe(401)
    expect(await like('unknown')).toMatchObject({ status: 404, body: { error: 'Not found' } })
    expect((await like({ $ne: -1 })).status).toBe(400)
  })
})
