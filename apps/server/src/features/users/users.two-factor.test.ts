import { generateSync } from 'otplib'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { decodeToken, signToken } from '../../lib/auth/jwt'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }
const WURSTBROT = { email: 'wurstbrot@juice-sh.op', password: 'EinBelegtesBrotMitSchinkenSCHINKEN!', secret: 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH' }

const totpSecretOf = (id: number) => (shop.ctx.db.prepare('SELECT totpSecret FROM Users WHERE id = ?').get(id) as { totpSecret: string }).totpSecret
const withBearer = (call: request.Test, token: string) => call.set('Authorization', `Bearer ${token}`)
const status = (token: string) => withBearer(request(shop.app).get('/rest/2fa/status'), token)
const setup = (token: string, body: object) => withBearer(request(shop.app).post('/rest/2fa/setup'), token).send(body)
const disable = (token: string, body: object) => withBearer(request(shop.app).post('/rest/2fa/disable'), token).send(body)
const verify = (body: object) => request(shop.app).post('/rest/2fa/verify').send(body)

async function tmpTokenOfWurstbrot(): Promise<string> {
  const response = await request(shop.app).post('/rest/user/login').send({ email: WURSTBROT.email, password: WURSTBROT.password })
  expect(response.status).toBe(401)
  return response.body.data.tmpToken
}

/** Jim with 2FA switched on through the API, and the secret he set it up with. */
async function jimWith2fa(): Promise<{ token: string; secret: string }> {
  const { token } = await shop.login(JIM.email, JIM.password)
  const { secret, setupToken } = (await status(token)).body
  expect((await setup(token, { password: JIM.password, setupToken, initialToken: generateSync({ secret }) })).status).toBe(200)
  return { token, secret }
}

describe('GET /rest/2fa/status', () => {
  it('offers a new secret and a setup token carrying it to a user without 2FA', async () => {
    const { token } = await shop.login(JIM.email, JIM.password)
    const response = await status(token)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ setup: false, secret: expect.stringMatching(/^[A-Z2-7]{32}$/), email: JIM.email, setupToken: expect.any(String) })
    expect(decodeToken(response.body.setupToken)?.payload).toEqual({ secret: response.body.secret, type: 'totp_setup_secret', iat: expect.any(Number) })
  })

  it('says setup: true once 2FA is on', async () => {
    const { token } = await jimWith2fa()
    expect((await status(token)).body).toEqual({ setup: true })
  })

  it('needs a bearer token the weak verifier accepts, then an entry in the authenticated-users map', async () => {
    const missing = await request(shop.app).get('/rest/2fa/status').set('Accept', 'application/json')
    expect(missing.status).toBe(401)
    expect(missing.body.error.code).toBe('credentials_required')
    // a valid signature, but no user data, so the token never enters the map
    const unknown = await status(signToken({ type: 'something' }))
    expect(unknown.status).toBe(401)
    expect(unknown.text).toBe('')
  })
})

describe('POST /rest/2fa/setup', () => {
  it('switches 2FA on with the secret of the setup token and a current code', async () => {
    const { secret } = await jimWith2fa()
    expect(totpSecretOf(2)).toBe(secret)
    const login = await request(shop.app).post('/rest/user/login').send(JIM)
    expect(login.status).toBe(401)
    expect(login.body.status).toBe('totp_token_required')
  })

  it.each([
    ['a wrong password', (secret: string, setupToken: string) => ({ password: 'wrong', setupToken, initialToken: generateSync({ secret }) })],
    ['a wrong code', (_secret: string, setupToken: string) => ({ password: JIM.password, setupToken, initialToken: '000000' })],
    ['a setup token of another type', (secret: string) => ({ password: JIM.password, setupToken: signToken({ secret }), initialToken: generateSync({ secret }) })],
    ['a tampered setup token', (secret: string, setupToken: string) => ({ password: JIM.password, setupToken: `${setupToken}x`, initialToken: generateSync({ secret }) })],
    ['an empty body', () => ({})],
  ])('refuses %s with an empty 401', async (_case, bodyOf) => {
    const { token } = await shop.login(JIM.email, JIM.password)
    const { secret, setupToken } = (await status(token)).body
    const response = await setup(token, bodyOf(secret, setupToken))
    expect(response.status).toBe(401)
    expect(response.text).toBe('')
    expect(totpSecretOf(2)).toBe('')
  })

  it('refuses a second setup while 2FA is on', async () => {
    const { token, secret } = await jimWith2fa()
    const setupToken = signToken({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', type: 'totp_setup_secret' })
    const response = await setup(token, { password: JIM.password, setupToken, initialToken: generateSync({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }) })
    expect(response.status).toBe(401)
    expect(totpSecretOf(2)).toBe(secret)
  })
})

describe('POST /rest/2fa/disable', () => {
  it('switches 2FA off with the right password', async () => {
    const { token } = await jimWith2fa()
    const response = await disable(token, { password: JIM.password })
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
    expect(totpSecretOf(2)).toBe('')
    expect((await request(shop.app).post('/rest/user/login').send(JIM)).status).toBe(200)
  })

  it('refuses a wrong password with an empty 401', async () => {
    const { token, secret } = await jimWith2fa()
    const response = await disable(token, { password: 'wrong' })
    expect(response.status).toBe(401)
    expect(response.text).toBe('')
    expect(totpSecretOf(2)).toBe(secret)
  })
})

describe('POST /rest/2fa/verify', () => {
  it('completes the login with a current code: token, basket and email like a normal login', async () => {
    const response = await verify({ tmpToken: await tmpTokenOfWurstbrot(), totpToken: generateSync({ secret: WURSTBROT.secret }) })
    expect(response.status).toBe(200)
    expect(response.body.authentication).toEqual({ token: expect.any(String), bid: expect.any(Number), umail: WURSTBROT.email })
    const { token, bid } = response.body.authentication
    const payload = decodeToken(token)!.payload
    expect(Object.keys(payload).sort()).toEqual(['data', 'iat', 'status'])
    expect(payload.status).toBe('success')
    expect(payload.data).toMatchObject({ email: WURSTBROT.email, totpSecret: WURSTBROT.secret, isActive: true })
    expect(payload.data?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
    expect(shop.ctx.sessions.get(token)).toEqual({ ...payload, bid })
    expect(shop.ctx.db.prepare('SELECT UserId FROM Baskets WHERE id = ?').get(bid)).toEqual({ UserId: payload.data?.id })
  })

  it('lets the token of a completed 2FA login use the 2FA routes', async () => {
    const login = await verify({ tmpToken: await tmpTokenOfWurstbrot(), totpToken: generateSync({ secret: WURSTBROT.secret }) })
    expect((await status(login.body.authentication.token)).body).toEqual({ setup: true })
  })

  it.each([
    ['a wrong code', async () => ({ tmpToken: await tmpTokenOfWurstbrot(), totpToken: '000000' })],
    ['a code that is not six digits', async () => ({ tmpToken: await tmpTokenOfWurstbrot(), totpToken: 'abc' })],
    ['a token of another type', async () => ({ tmpToken: signToken({ userId: 10 }), totpToken: generateSync({ secret: WURSTBROT.secret }) })],
    ['an unknown user', async () => ({
      tmpToken: signToken({ userId: 999, type: 'password_valid_needs_second_factor_token' }), totpToken: generateSync({ secret: WURSTBROT.secret }),
    })],
    ['a user without 2FA', async () => ({ tmpToken: signToken({ userId: 2, type: 'password_valid_needs_second_factor_token' }), totpToken: '123456' })],
    ['an unverifiable token', async () => ({ tmpToken: 'not.a.token', totpToken: generateSync({ secret: WURSTBROT.secret }) })],
    ['an empty body', async () => ({})],
  ])('refuses %s with an empty 401', async (_case, bodyOf) => {
    const response = await verify(await bodyOf())
    expect(response.status).toBe(401)
    expect(response.text).toBe('')
  })

  it('allows 100 attempts per client in 5 minutes, then answers 429', async () => {
    for (let attempt = 1; attempt <= 100; attempt++) expect((await verify({})).status).toBe(401)
    expect((await verify({})).status).toBe(429)
  })
})
