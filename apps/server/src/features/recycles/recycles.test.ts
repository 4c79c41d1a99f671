import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, seededBearer, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const userId = (localPart: string) => (shop.ctx.db.prepare('SELECT id FROM Users WHERE email = ?').get(`${localPart}@juice-sh.op`) as { id: number }).id
const addressOf = (localPart: string) => (shop.ctx.db.prepare('SELECT id FROM Addresses WHERE UserId = ? ORDER BY id').get(userId(localPart)) as { id: number }).id
const file = (body: object, bearer = seededBearer(shop, 'jim')) => request(shop.app).post('/api/Recycles').set('Authorization', bearer).send(body)

describe('/api/Recycles', () => {
  it('answers the list with a stub', async () => {
    expect((await request(shop.app).get('/api/Recycles')).body).toEqual({ status: 'success', data: { err: 'Sorry, this endpoint is not supported.' } })
  })

  it('reads one request or a JSON list of ids, always as a list', async () => {
    const one = await request(shop.app).get('/api/Recycles/1')
    expect(one.body).toMatchObject({ status: 'success', data: [{ id: 1, quantity: 800, isPickup: true }] })
    const two = await request(shop.app).get(`/api/Recycles/${encodeURIComponent('[1,2]')}`)
    expect(two.body.data.map((row: { id: number }) => row.id)).toEqual([1, 2])
  })

  it.each(['abc', '{"a":1}', '[]', '"1"'])('refuses the id %s with 400', async (id) => {
    expect((await request(shop.app).get(`/api/Recycles/${encodeURIComponent(id)}`)).status).toBe(400)
  })

  it('files a pickup request for the logged-in user, whatever UserId the body names', async () => {
    const response = await file({ UserId: 1, AddressId: addressOf('jim'), quantity: 250, isPickup: true, date: '2026-12-01' })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({ UserId: userId('jim'), quantity: 250, isPickup: true, date: '2026-12-01T00:00:00.000Z' })
  })

  it('files a box request without a date', async () => {
    expect((await file({ AddressId: addressOf('jim'), quantity: 20 })).status).toBe(201)
  })

  it.each([
    [{ quantity: 5 }, 'quantity'],
    [{ quantity: 1001 }, 'quantity'],
    [{ quantity: '50' }, 'quantity'],
    [{ quantity: 50, isPickup: true, date: '2026-12-01' }, 'isPickup'],
    [{ quantity: 500, isPickup: true }, 'date'],
    [{ quantity: 50, isPickup: 'yes' }, 'isPickup'],
  ])('refuses %j (%s) with 400', async (body, field) => {
    const response = await file({ AddressId: addressOf('jim'), ...body })
    expect(response.status).toBe(400)
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field)
  })

  it("refuses someone else's address", async () => {
    const response = await file({ AddressId: addressOf('admin'), quantity: 50 })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].field).toBe('AddressId')
  })

  it('needs a login, and refuses changes and deletions', async () => {
    expect((await request(shop.app).post('/api/Recycles').send({ quantity: 50 })).status).toBe(401)
    expect((await request(shop.app).put('/api/Recycles/1').set('Authorization', seededBearer(shop, 'admin')).send({ quantity: 50 })).status).toBe(401)
    expect((await request(shop.app).delete('/api/Recycles/1').set('Authorization', seededBearer(shop, 'admin'))).status).toBe(401)
  })
})
