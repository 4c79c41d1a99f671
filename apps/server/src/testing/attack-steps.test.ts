import { describe, expect, it } from 'vitest'
import { authorised, baseUrlOf, basketIdOf, eventuallySolved, expectStatus, logIn, logInSeeded, registerAndLogIn, shopConfig, tokenPayload } from './attack-steps'
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

  it('reads the public configuration, as the web app does', async () => {
    const { app } = createTestShop({ challenges: { overwriteUrlForCsrfChallenge: 'http://127.0.0.1:3001' } })
    const config = await shopConfig(app)
    expect(config.application.domain).toBe('juice-sh.op')
    expect(config.challenges.overwriteUrlForCsrfChallenge).toBe('http://127.0.0.1:3001')
  })

  it('waits for a challenge to be listed as solved, and gives up after the timeout', async () => {
    const { app, ctx } = createTestShop()
    const started = Date.now()
    expect(await eventuallySolved(app, 'scoreBoardChallenge', 200)).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    setTimeout(() => ctx.training.solve('scoreBoardChallenge'), 100)
    expect(await eventuallySolved(app, 'scoreBoardChallenge', 2000)).toBe(true)
  })

  it('names the base URL of a running shop, and refuses an app that has none', () => {
    expect(baseUrlOf('http://localhost:3000//')).toBe('http://localhost:3000')
    expect(() => baseUrlOf(createTestShop().app)).toThrow(/needs the URL of a running shop/)
    expect(() => tokenPayload('garbage')).toThrow('not a JWT: garbage')
  })
})
