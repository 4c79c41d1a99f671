import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../testing/test-app'

// The generic resources, seen through /api/Products (open list) and /api/Feedbacks.
describe('generic resource lists', () => {
  it('filter by attributes, JSON-parsing scalar values', async () => {
    const { app } = createTestShop()
    expect((await request(app).get('/api/Products?id=1')).body.data.map((p: { id: number }) => p.id)).toEqual([1])
    expect((await request(app).get('/api/Feedbacks?rating=5')).body.data).toHaveLength(1)
  })

  it('treat object and array filter values as text instead of failing', async () => {
    const { app } = createTestShop()
    const response = await request(app).get(`/api/Products?id=${encodeURIComponent('{"a":1}')}`)
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual([])
  })

  it('search text columns with ?q, sort with ?sort and skip with ?offset', async () => {
    const { app } = createTestShop()
    const found = (await request(app).get('/api/Products?q=Apple Juice')).body.data
    expect(found.some((p: { name: string }) => p.name.startsWith('Apple Juice'))).toBe(true)
    const sorted = (await request(app).get('/api/Products?sort=-price')).body.data
    expect(sorted[0].price).toBeGreaterThanOrEqual(sorted[1].price)
    const all = (await request(app).get('/api/Products')).body.data
    expect((await request(app).get('/api/Products?offset=5')).body.data).toHaveLength(all.length - 5)
  })

  it('answer a repeated plain list from one serialisation, and show any write at once, also one made by raw SQL', async () => {
    const { app, ctx } = createTestShop()
    const first = await request(app).get('/api/Products')
    const again = await request(app).get('/api/Products')
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.text).toBe(first.text)
    expect((await request(app).get('/api/Products').set('If-None-Match', first.headers.etag)).status).toBe(304)
    ctx.db.prepare("UPDATE Products SET name = 'Renamed behind the router' WHERE id = 1").run()
    const changed = await request(app).get('/api/Products')
    expect(changed.headers.etag).not.toBe(first.headers.etag)
    expect(changed.body.data.find((p: { id: number }) => p.id === 1).name).toBe('Renamed behind the router')
  })

  it('refuse to sort by unknown columns', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Products?sort=nope')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ message: 'Sorting not allowed on given attributes', errors: ['nope'] })
  })
})
