import { describe, expect, it } from 'vitest'
import { authorised, basketIdOf, expectStatus, logIn, logInSeeded, registerAndLogIn } from './attack-steps'
import { createTestShop } from './test-app'

describe('shared attack steps over HTTP', () => {
  it('registers a fresh customer, logs them in and finds their basket', async () => {
    const { app } = createTestShop()
    const first = await registerAndLogIn(app)
    const second = await registerAndLogIn(app)
    expect(first.email).not.toBe(second.email)
    expect(first.id).toBeGreaterThan(0)
    expect(await basketIdOf(app, first)).toBe(first.bid)
    const me = await authorised(app, first).get('/rest/user/whoami').set('Cookie', first.cookie)
    expect(me.body.user.email).toBe(first.email)
  })

  it('logs a seeded user in and fails loudly on a wrong password or status', async () => {
    const { app } = createTestShop()
    const jim = await logInSeeded(app, 'jim@juice-sh.op')
    expect(jim.email).toBe('jim@juice-sh.op')
    await expect(logIn(app, 'jim@juice-sh.op', 'wrong')).rejects.toThrow(/login of jim@juice-sh.op answered 401/)
    expect(() => expectStatus({ status: 500, text: 'boom' }, 200, 201)).toThrow('expected 200 or 201, got 500: boom')
  })
})
