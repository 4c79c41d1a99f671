import type { ChallengeKey } from '@pulp/challenges'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { decodeToken } from '../../lib/auth/jwt'
import { IFRAME_XSS } from '../../testing/attack-steps'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { FORGED_ACCOUNTANT, FOUND_PASSWORDS, usersLoginAttacks } from './users.login.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const solved = (key: ChallengeKey) => shop.ctx.training.isSolved(key)
const login = (email: string, password: string) => request(shop.app).post('/rest/user/login').send({ email, password })

// the keys are spelled out so that the repository scanner sees each challenge's exploit test
describe.each([
  'weakPasswordChallenge',
  'loginAmyChallenge',
  'loginRapperChallenge',
  'loginSupportChallenge',
  'dlpPasswordSprayingChallenge',
  'oauthUserPasswordChallenge',
  'exposedCredentialsChallenge',
] as const satisfies readonly (keyof typeof FOUND_PASSWORDS)[])('%s', (key) => {
  const { email, password } = FOUND_PASSWORDS[key]

  it(`is solved by logging in as ${email} with the found password`, async () => {
    const response = await usersLoginAttacks[key](shop.app)
    expect(response.body.authentication.umail).toBe(email)
    expect(solved(key)).toBe(true)
  })

  it('is not solved by a wrong password or by getting in through SQL injection', async () => {
    expect((await login(email, `${password}x`)).status).toBe(401)
    expect((await login(`${email}'--`, 'x')).status).toBe(200)
    expect(solved(key)).toBe(false)
  })
})

describe('oauthUserPasswordChallenge', () => {
  it("uses the OAuth login's password: the base64 of the reversed email", () => {
    expect(FOUND_PASSWORDS.oauthUserPasswordChallenge.password).toBe('bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
  })
})

describe('loginAmyChallenge', () => {
  it('needs exactly 21 dots of padding', async () => {
    await login('amy@juice-sh.op', 'K1f....................')
    expect(solved('loginAmyChallenge')).toBe(false)
  })
})

describe('ghostLoginChallenge', () => {
  it('is solved by logging in as the erased user chris.pike with SQL injection', async () => {
    const response = await usersLoginAttacks.ghostLoginChallenge(shop.app)
    expect(response.body.authentication.umail).toBe('chris.pike@juice-sh.op')
    expect(solved('ghostLoginChallenge')).toBe(true)
  })

  it('is not solved by his real password, which the soft delete refuses', async () => {
    expect((await login('chris.pike@juice-sh.op', 'uss enterprise')).status).toBe(401)
    expect(solved('ghostLoginChallenge')).toBe(false)
  })
})

describe('ephemeralAccountantChallenge', () => {
  it('is solved by logging in as an accountant that a UNION conjures up', async () => {
    const response = await usersLoginAttacks.ephemeralAccountantChallenge(shop.app)
    expect(response.body.authentication).toEqual({ token: expect.any(String), bid: expect.any(Number), umail: 'acc0unt4nt@juice-sh.op' })
    expect(decodeToken(response.body.authentication.token)?.payload.data).toMatchObject({ id: 15, role: 'accounting' })
    expect(solved('ephemeralAccountantChallenge')).toBe(true)
  })

  it('is not solved by the real accountant, nor by a forged row with another role', async () => {
    await shop.login('accountant@juice-sh.op', 'i am an awesome accountant')
    await login(FORGED_ACCOUNTANT.replace("'accounting' as 'role'", "'customer' as 'role'"), 'x')
    expect(solved('ephemeralAccountantChallenge')).toBe(false)
  })
})

describe('passwordRepeatChallenge', () => {
  const register = (body: object) => request(shop.app).post('/api/Users').send(body)

  it('is solved by registering with a repetition that differs from the password', async () => {
    const response = await usersLoginAttacks.passwordRepeatChallenge(shop.app)
    expect(response.body.data.email).toMatch(/^sneaky-.*@example.com$/)
    expect(solved('passwordRepeatChallenge')).toBe(true)
  })

  it('is not solved by a registration with matching passwords', async () => {
    await register({ email: 'honest@example.com', password: 'hunter2', passwordRepeat: 'hunter2' })
    expect(solved('passwordRepeatChallenge')).toBe(false)
  })
})

describe('httpHeaderXssChallenge', () => {
  const saveLoginIp = (token: string, trueClientIp: string) =>
    request(shop.app).get('/rest/saveLoginIp').set('Authorization', `Bearer ${token}`).set('True-Client-IP', trueClientIp)

  it('is solved by saving the login IP with the iframe in the True-Client-IP header', async () => {
    const response = await usersLoginAttacks.httpHeaderXssChallenge(shop.app)
    expect(response.body.lastLoginIp).toBe(IFRAME_XSS)
    expect(solved('httpHeaderXssChallenge')).toBe(true)
  })

  it('is not solved by an ordinary address', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await saveLoginIp(token, '203.0.113.7')
    expect(solved('httpHeaderXssChallenge')).toBe(false)
  })
})
