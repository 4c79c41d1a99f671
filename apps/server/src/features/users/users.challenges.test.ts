import type { ChallengeKey } from '@pulp/challenges'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { decodeToken } from '../../lib/auth/jwt'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { IFRAME_XSS, LOGIN_INJECTIONS, usersAttacks } from './users.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const solved = (key: ChallengeKey) => shop.ctx.training.isSolved(key)
const login = (email: string, password = 'anything') => request(shop.app).post('/rest/user/login').send({ email, password })
const register = (body: object) => request(shop.app).post('/api/Users/').send(body)
const loggedInEmail = (token: string) => decodeToken(token)?.payload.data?.email

describe.each([
  ['loginAdminChallenge', 'admin@juice-sh.op'],
  ['loginBenderChallenge', 'bender@juice-sh.op'],
  ['loginJimChallenge', 'jim@juice-sh.op'],
] as const)('%s', (key, victim) => {
  it(`is solved by logging in with the email ${LOGIN_INJECTIONS[key]}`, async () => {
    const response = await usersAttacks[key](shop.app)
    expect(response.status).toBe(200)
    expect(response.body.authentication.umail).toBe(victim)
    expect(loggedInEmail(response.body.authentication.token)).toBe(victim)
    expect(solved(key)).toBe(true)
  })

  it('is not solved by a failed login or by logging in as someone else', async () => {
    expect((await login(victim, 'wrong password')).status).toBe(401)
    await shop.login('mc.safesearch@juice-sh.op', 'Mr. N00dles')
    expect(solved(key)).toBe(false)
  })
})

describe('loginJimChallenge', () => {
  it("is also solved by logging in with Jim's cracked password", async () => {
    await shop.login('jim@juice-sh.op', 'ncc-1701')
    expect(solved('loginJimChallenge')).toBe(true)
  })
})

describe('registerAdminChallenge', () => {
  it('is solved by registering over the API with the admin role', async () => {
    const response = await usersAttacks.registerAdminChallenge(shop.app)
    expect(response.status).toBe(201)
    expect(response.body.data.role).toBe('admin')
    expect(solved('registerAdminChallenge')).toBe(true)
  })

  it('is not solved by a normal registration', async () => {
    await register({ email: 'plain@example.com', password: 'hunter2', passwordRepeat: 'hunter2' })
    expect(solved('registerAdminChallenge')).toBe(false)
  })
})

describe('emptyUserRegistration', () => {
  it('is solved by registering with an empty email and password', async () => {
    const response = await usersAttacks.emptyUserRegistration(shop.app)
    expect(response.status).toBe(400)
    expect(solved('emptyUserRegistration')).toBe(true)
  })

  it('is not solved when only one of them is empty', async () => {
    await register({ email: 'someone@example.com', password: '', passwordRepeat: '' })
    expect(solved('emptyUserRegistration')).toBe(false)
  })
})

describe('persistedXssUserChallenge', () => {
  it('is solved by registering over the API with the iframe as email, which is stored as sent', async () => {
    const response = await usersAttacks.persistedXssUserChallenge(shop.app)
    expect(response.status).toBe(201)
    expect(response.body.data.email).toBe(IFRAME_XSS)
    expect(solved('persistedXssUserChallenge')).toBe(true)
  })

  it('is not solved by other markup', async () => {
    await register({ email: '<b>bold</b>@example.com', password: 'hunter2', passwordRepeat: 'hunter2' })
    expect(solved('persistedXssUserChallenge')).toBe(false)
  })
})

describe('passwordHashLeakChallenge', () => {
  it('is solved by asking whoami for the password field with the token cookie', async () => {
    const response = await usersAttacks.passwordHashLeakChallenge(shop.app)
    expect(response.body).toEqual({ user: { password: 'e541ca7ecf72b8d1286474fc613e5e45' } })
    expect(solved('passwordHashLeakChallenge')).toBe(true)
  })

  it('is not solved by a plain whoami or a field request without a session', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).get('/rest/user/whoami').set('Cookie', `token=${token}`)
    await request(shop.app).get('/rest/user/whoami?fields=password')
    expect(solved('passwordHashLeakChallenge')).toBe(false)
  })
})

describe('emailLeakChallenge', () => {
  it('is solved by calling whoami with a JSONP callback', async () => {
    const response = await usersAttacks.emailLeakChallenge(shop.app)
    expect(response.type).toBe('text/javascript')
    expect(response.text).toContain('leak({"user":{"id":2,"email":"jim@juice-sh.op"')
    expect(solved('emailLeakChallenge')).toBe(true)
  })

  it('is not solved by a plain whoami', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).get('/rest/user/whoami').set('Cookie', `token=${token}`)
    expect(solved('emailLeakChallenge')).toBe(false)
  })
})
