import { describe, expect, it } from 'vitest'
import { stubServer } from './fake-server'
import { publicUser, rowAnswer } from './shop-fixtures'

describe('the fake shop server', () => {
  it('refuses a stubbed answer that breaks the shared API contract, as when the server changed its shape', () => {
    expect(() =>
      // @ts-expect-error the type check refuses it too: a user of the contract has an email and more, no `mail`
      stubServer({ 'GET /api/Users/1': { json: { status: 'success', data: { id: 1, mail: 'old@juice-sh.op' } } } }),
    ).toThrow(/breaks the shared API contract \(GET \/api\/Users\/:id\)/)
  })

  it('checks the answers of handler functions when they are called', async () => {
    // @ts-expect-error the balance is a number
    stubServer({ 'GET /rest/wallet/balance': () => ({ json: { status: 'success', data: '12' } }) })
    await expect(fetch('./rest/wallet/balance')).rejects.toThrow(/breaks the shared API contract/)
  })

  it('answers with contract-shaped stubs, error bodies of any shape and routes outside the contract', async () => {
    stubServer({
      'GET /api/Users/1': { json: rowAnswer(publicUser({ id: 1, email: 'admin@juice-sh.op' })) },
      'GET /rest/wallet/balance': { status: 401, json: { error: 'Unauthorized' } },
      'GET /rest/not-in-the-contract': { json: { anything: true } },
    })
    expect((await (await fetch('./api/Users/1')).json()).data.email).toBe('admin@juice-sh.op')
    expect((await fetch('./rest/wallet/balance')).status).toBe(401)
    expect(await (await fetch('./rest/not-in-the-contract')).json()).toEqual({ anything: true })
  })
})
