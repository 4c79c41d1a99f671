import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, tokenFor, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const SQL_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \+00:00$/
const PRODUCT_COLUMNS = ['id', 'name', 'description', 'price', 'deluxePrice', 'image', 'createdAt', 'updatedAt', 'deletedAt']

/** A bearer header for a seeded user, cached as a session the way a login would. */
function bearerOf(localPart: string): string {
  const email = `${localPart}@${shop.ctx.config.application.domain}`
  const row = shop.ctx.db.prepare('SELECT * FROM Users WHERE email = ?').get(email) as Record<string, unknown> | undefined
  if (!row) throw new Error(`No seeded user ${email}`)
  return `Bearer ${tokenFor(row)}`
}

const search = (q?: string) => request(shop.app).get('/rest/products/search').query(q === undefined ? {} : { q })
const liveProductNames = (): string[] =>
  (shop.ctx.db.prepare('SELECT name FROM Products WHERE deletedAt IS NULL').all() as { name: string }[]).map((row) => row.name)

describe('GET /rest/products/search', () => {
  it('finds products by name, as stored rows', async () => {
    const response = await search('apple')
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    const apple = response.body.data.find((row: { id: number }) => row.id === 1)
    expect(apple.name).toBe('Apple Juice (1000ml)')
    expect(Object.keys(apple).sort()).toEqual([...PRODUCT_COLUMNS].sort())
    expect(apple.createdAt).toMatch(SQL_DATE)
    expect(apple.deletedAt).toBeNull()
  })

  it.each([undefined, '', 'undefined'])('answers every live product, ordered by name, for q=%s', async (q) => {
    const response = await search(q)
    const names: string[] = response.body.data.map((row: { name: string }) => row.name)
    expect(names).toEqual(liveProductNames().sort())
  })

  it('hides soft-deleted products', async () => {
    const response = await search('')
    expect(response.body.data.map((row: { id: number }) => row.id)).not.toContain(10)
  })

  it('cuts the criteria to 200 characters', async () => {
    const response = await search(`${'x'.repeat(200)}'`)
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual([])
  })

  it('shows the SQLite message of a broken query on the error page', async () => {
    const response = await search("';").set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toBe('SQLITE_ERROR: near ";": syntax error')
  })

  it("reveals soft-deleted products with '))--", async () => {
    const response = await search("'))--")
    expect(response.status).toBe(200)
    const christmas = response.body.data.find((row: { id: number }) => row.id === 10)
    expect(christmas.deletedAt).toMatch(SQL_DATE)
  })

  it('ignores whatever follows a complete first statement', async () => {
    const response = await search("apple%')); DROP TABLE Products; --")
    expect(response.status).toBe(200)
    expect(response.body.data.map((row: { id: number }) => row.id)).toContain(1)
    expect((await search('apple')).body.data.length).toBeGreaterThan(0)
  })

  it('survives UNION rows with NULL or numeric texts', async () => {
    const response = await search("qwert')) UNION SELECT 1,NULL,NULL,4,5,6,7,8,9 UNION SELECT 2,22,33,4,5,6,7,8,9--")
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 1, name: null, description: null }), expect.objectContaining({ id: 2, name: '22', description: '33' })]),
    )
  })

  it('treats a repeated q as empty', async () => {
    const response = await request(shop.app).get('/rest/products/search?q=a&q=b')
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(liveProductNames().length)
  })
})

describe('/api/Products', () => {
  it('lists and reads live products without a login', async () => {
    const list = await request(shop.app).get('/api/Products')
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(liveProductNames().length)
    const apple = await request(shop.app).get('/api/Products/1')
    expect(apple.body.data).toMatchObject({ id: 1, name: 'Apple Juice (1000ml)' })
    expect((await request(shop.app).get('/api/Products/10')).status).toBe(404)
  })

  it('creates products only with a valid token', async () => {
    const product = { name: 'Kiwi Juice', description: 'Green.', price: 2.5, deluxePrice: 2, image: 'kiwi.jpg' }
    expect((await request(shop.app).post('/api/Products').send(product)).status).toBe(401)
    const created = await request(shop.app).post('/api/Products').set('Authorization', bearerOf('jim')).send(product)
    expect(created.status).toBe(201)
    expect(created.headers.location).toBe(`/api/Products/${created.body.data.id}`)
  })

  it('lets anyone update a product (the Product Tampering hole)', async () => {
    const response = await request(shop.app).put('/api/Products/1').send({ description: 'Tampered.' })
    expect(response.status).toBe(200)
    expect(response.body.data.description).toBe('Tampered.')
  })

  it('refuses deletion even with a valid token', async () => {
    const response = await request(shop.app).delete('/api/Products/1').set('Authorization', bearerOf('admin'))
    expect(response.status).toBe(401)
    expect((await request(shop.app).get('/api/Products/1')).status).toBe(200)
  })
})

describe('/api/Quantitys', () => {
  it('lists stock levels without a login', async () => {
    const response = await request(shop.app).get('/api/Quantitys')
    expect(response.status).toBe(200)
    expect(response.body.data[0]).toMatchObject({ ProductId: expect.any(Number), quantity: expect.any(Number) })
  })

  it.each(['get', 'put'] as const)('%s /:id needs the accounting role', async (method) => {
    const anonymous = await request(shop.app)[method]('/api/Quantitys/1').send({ quantity: 5 })
    expect(anonymous.status).toBe(403)
    expect(anonymous.body).toEqual({ error: 'Malicious activity detected' })
    const customer = await request(shop.app)[method]('/api/Quantitys/1').set('Authorization', bearerOf('jim')).send({ quantity: 5 })
    expect(customer.status).toBe(403)
  })

  it.each(['get', 'put'] as const)('%s /:id is refused by the IP filter even for the accountant (its address is no valid IP)', async (method) => {
    const clerk = `Bearer ${tokenFor({ id: 99, email: 'clerk@example.com', role: 'accounting', lastLoginIp: '123.456.789' })}`
    for (const authorization of [clerk, bearerOf('accountant')]) {
      const blocked = await request(shop.app)[method]('/api/Quantitys/1').set('Authorization', authorization).send({ quantity: 42 })
      expect(blocked.status).toBe(403)
      expect(blocked.text).toMatch(/Access denied to IP address: \S+/)
      expect(blocked.text).not.toContain('123.456.789')
    }
    const list = await request(shop.app).get('/api/Quantitys')
    expect(list.body.data.find((row: { id: number }) => row.id === 1).quantity).not.toBe(42)
  })

  it('refuses creating and deleting stock rows', async () => {
    const accountant = bearerOf('accountant')
    expect((await request(shop.app).post('/api/Quantitys').set('Authorization', accountant).send({ ProductId: 1, quantity: 1 })).status).toBe(401)
    expect((await request(shop.app).delete('/api/Quantitys/1').set('Authorization', accountant)).status).toBe(401)
  })
})

describe('/api/Products bad input', () => {
  it.each([{ description: { a: 1 } }, { name: ['x'] }])('refuses %j with 400 and changes nothing', async (body) => {
    const response = await request(shop.app).put('/api/Products/1').send(body)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/cannot be an array or an object/)
    expect((await request(shop.app).get('/api/Products/1')).body.data.name).toBe('Apple Juice (1000ml)')
  })

  it('answers 404 for an unknown product', async () => {
    expect((await request(shop.app).put('/api/Products/9999').send({ description: 'x' })).status).toBe(404)
  })
})
