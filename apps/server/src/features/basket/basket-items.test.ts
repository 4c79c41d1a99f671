import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { addItem, customer, itemsIn, type Customer } from '../../testing/shoppers'

let shop: TestShop
let jim: Customer
beforeEach(async () => {
  shop = createTestShop()
  jim = await customer(shop, 'jim@juice-sh.op')
})

const post = (body: unknown, bearer = jim.bearer) => request(shop.app).post('/api/BasketItems').set('Authorization', bearer).send(body as object)
const put = (id: number, body: unknown, bearer = jim.bearer) => request(shop.app).put(`/api/BasketItems/${id}`).set('Authorization', bearer).send(body as object)
const adminItem = () => itemsIn(shop, 1)[0].id

describe('POST /api/BasketItems', () => {
  it('puts a product into the caller\'s basket and answers the item with 200', async () => {
    const response = await addItem(shop, jim, 1, 2)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'success', data: { ProductId: 1, BasketId: jim.bid, quantity: 2, id: expect.any(Number) } })
    expect(response.body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(itemsIn(shop, jim.bid).map((item) => item.ProductId)).toEqual([4, 1])
  })

  it('accepts ids written as digits', async () => {
    const response = await post({ ProductId: '1', BasketId: String(jim.bid), quantity: 1 })
    expect(response.status).toBe(200)
  })

  it.each([
    [{ ProductId: 1, quantity: 1 }, 'BasketId'],
    [{ BasketId: 2, quantity: 1 }, 'ProductId'],
    [{ ProductId: 1, BasketId: 2 }, 'quantity'],
    [{ ProductId: 1, BasketId: 2, quantity: 0 }, 'quantity'],
    [{ ProductId: 1, BasketId: 2, quantity: -3 }, 'quantity'],
    [{ ProductId: 1, BasketId: 2, quantity: 1.5 }, 'quantity'],
    [{ ProductId: 1, BasketId: 2, quantity: 'two' }, 'quantity'],
    [{ ProductId: 'apple', BasketId: 2, quantity: 1 }, 'ProductId'],
    [{ ProductId: { $gt: 0 }, BasketId: 2, quantity: 1 }, 'ProductId'],
  ])('refuses %o with 400 naming %s', async (body, field) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field }))
    expect(itemsIn(shop, jim.bid)).toHaveLength(1)
  })

  it('refuses an unknown product with 400', async () => {
    const response = await addItem(shop, jim, 9999)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ status: 'error', error: 'There is no product 9999.' })
  })

  it('refuses a product already in the basket with 400', async () => {
    const response = await addItem(shop, jim, 4)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('This product is already in the basket: change its quantity instead.')
  })

  it('refuses more than the stock with 400', async () => {
    const response = await addItem(shop, jim, 34)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ status: 'error', error: 'We are out of stock! Sorry for the inconvenience.' })
  })

  it('refuses more than the limit per customer, except for deluxe members', async () => {
    const limited = await addItem(shop, jim, 33, 2)
    expect(limited.status).toBe(400)
    expect(limited.body.error).toBe('You can order only up to 1 items of this product.')
    const deluxe = await customer(shop, 'bjoern@owasp.org')
    expect((await addItem(shop, deluxe, 33, 2)).status).toBe(200)
  })

  it('refuses another basket id with 401', async () => {
    const response = await post({ ProductId: 1, BasketId: 1, quantity: 1 })
    expect(response.status).toBe(401)
    expect(response.text).toBe("{'error' : 'Invalid BasketId'}")
    expect(itemsIn(shop, 1)).toHaveLength(3)
  })

  it('keeps working with the token of a deluxe upgrade, which carries no basket id', async () => {
    const upgrade = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', jim.bearer).send({ paymentMode: 'wallet' })
    const deluxe = `Bearer ${upgrade.body.data.token}`
    expect((await post({ ProductId: 33, BasketId: jim.bid, quantity: 2 }, deluxe)).status).toBe(200)
    expect((await post({ ProductId: 1, BasketId: 1, quantity: 1 }, deluxe)).status).toBe(401)
  })

  it('answers 401 without a login', async () => {
    const anonymous = await request(shop.app).post('/api/BasketItems').send({ ProductId: 1, BasketId: 2, quantity: 1 })
    expect(anonymous.status).toBe(401)
  })
})

describe('GET /api/BasketItems', () => {
  it('lists and reads only the caller\'s items', async () => {
    const list = await request(shop.app).get('/api/BasketItems').set('Authorization', jim.bearer)
    expect(list.body.data).toEqual([expect.objectContaining({ BasketId: jim.bid, ProductId: 4, quantity: 2 })])
    const [own] = itemsIn(shop, jim.bid)
    const read = await request(shop.app).get(`/api/BasketItems/${own.id}`).set('Authorization', jim.bearer)
    expect(read.body.data).toMatchObject({ id: own.id, quantity: 2 })
  })

  it('refuses another customer\'s item with 403 and an unknown one with 404', async () => {
    const foreign = await request(shop.app).get(`/api/BasketItems/${adminItem()}`).set('Authorization', jim.bearer)
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ status: 'error', error: 'This item is not in your basket.' })
    expect((await request(shop.app).get('/api/BasketItems/9999').set('Authorization', jim.bearer)).status).toBe(404)
  })

  it('answers 401 without a login', async () => {
    expect((await request(shop.app).get('/api/BasketItems')).status).toBe(401)
    expect((await request(shop.app).get(`/api/BasketItems/${adminItem()}`)).status).toBe(401)
  })
})

describe('PUT /api/BasketItems/:id', () => {
  it('changes the quantity of the caller\'s item', async () => {
    const [own] = itemsIn(shop, jim.bid)
    const response = await put(own.id, { quantity: 5 })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: own.id, quantity: 5 })
    expect(itemsIn(shop, jim.bid)[0].quantity).toBe(5)
  })

  it('accepts the item\'s own BasketId and ProductId but refuses changing them', async () => {
    const [own] = itemsIn(shop, jim.bid)
    expect((await put(own.id, { quantity: 3, BasketId: jim.bid, ProductId: 4 })).status).toBe(200)
    const moved = await put(own.id, { quantity: 3, BasketId: 1 })
    expect(moved.status).toBe(400)
    expect(moved.body.message).toBe('null: `BasketId` cannot be updated due `noUpdate` constraint')
    const swapped = await put(own.id, { quantity: 3, ProductId: 1 })
    expect(swapped.body.errors).toEqual([{ field: 'ProductId', message: 'null: `ProductId` cannot be updated due `noUpdate` constraint' }])
  })

  it.each([[{}], [{ quantity: 'many' }], [{ quantity: 2.5 }], [{ quantity: 10_000_000 }]])('refuses %o with 400', async (body) => {
    const [own] = itemsIn(shop, jim.bid)
    const response = await put(own.id, body)
    expect(response.status).toBe(400)
    expect(response.body.errors[0].field).toBe('quantity')
  })

  it('refuses more than the stock with 400', async () => {
    const [own] = itemsIn(shop, jim.bid)
    const response = await put(own.id, { quantity: 1000 })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('We are out of stock! Sorry for the inconvenience.')
  })

  it('refuses another customer\'s item with 403, an unknown one with 404, and no login with 401', async () => {
    expect((await put(adminItem(), { quantity: 1 })).status).toBe(403)
    expect(itemsIn(shop, 1)[0].quantity).toBe(2)
    expect((await put(9999, { quantity: 1 })).status).toBe(404)
    const anonymous = await request(shop.app).put(`/api/BasketItems/${adminItem()}`).send({ quantity: 1 })
    expect(anonymous.status).toBe(401)
  })
})

describe('DELETE /api/BasketItems/:id', () => {
  it('removes the caller\'s item', async () => {
    const [own] = itemsIn(shop, jim.bid)
    const response = await request(shop.app).delete(`/api/BasketItems/${own.id}`).set('Authorization', jim.bearer)
    expect(response.body).toEqual({ status: 'success', data: {} })
    expect(itemsIn(shop, jim.bid)).toEqual([])
  })

  it('refuses another customer\'s item with 403 and no login with 401', async () => {
    expect((await request(shop.app).delete(`/api/BasketItems/${adminItem()}`).set('Authorization', jim.bearer)).status).toBe(403)
    const anonymous = await request(shop.app).delete(`/api/BasketItems/${adminItem()}`).set('Accept', 'application/json')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ error: expect.objectContaining({ name: 'UnauthorizedError', code: 'credentials_required' }) })
    expect(itemsIn(shop, 1)).toHaveLength(3)
  })
})

