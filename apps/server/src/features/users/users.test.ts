import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { decodeToken } from '../../lib/auth/jwt'
import { md5 } from '../../lib/crypto'
import { createTestShop, tokenFor, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const USER_COLUMNS = ['id', 'username', 'email', 'password', 'role', 'deluxeToken', 'lastLoginIp', 'profileImage', 'totpSecret',
  'isActive', 'createdAt', 'updatedAt', 'deletedAt']
const SQL_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \+00:00$/

const emailOf = (localPart: string) => `${localPart}@${shop.ctx.config.application.domain}`
const userRow = (localPart: string) =>
  shop.ctx.db.prepare('SELECT * FROM Users WHERE email = ?').get(emailOf(localPart)) as Record<string, unknown> & { id: number }
const postLogin = (body: object) => request(shop.app).post('/rest/user/login').send(body)

describe('POST /rest/user/login', () => {
  it('answers a token, the basket id and the email', async () => {
    const response = await postLogin({ email: emailOf('admin'), password: 'admin123' })
    expect(response.status).toBe(200)
    expect(response.body.authentication).toEqual({ token: expect.any(String), bid: 1, umail: emailOf('admin') })
  })

  it('signs the whole user row and the basket id, with iat and no exp', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const decoded = decodeToken(token)
    expect(decoded?.header).toEqual({ typ: 'JWT', alg: 'RS256' })
    expect(Object.keys(decoded?.payload ?? {}).sort()).toEqual(['bid', 'data', 'iat'])
    const { data, bid, iat } = decoded!.payload
    expect(bid).toBe(2)
    expect(iat).toBe(Math.floor(iat as number))
    expect(Object.keys(data!).sort()).toEqual([...USER_COLUMNS].sort())
    expect(data).toMatchObject({ id: 2, email: emailOf('jim'), password: md5('ncc-1701'), role: 'customer', isActive: true, deletedAt: null })
    expect(data!.createdAt).toMatch(SQL_DATE)
  })

  it('remembers the token in the authenticated-users map', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    expect(shop.ctx.sessions.get(token)).toEqual(decodeToken(token)?.payload)
    expect(shop.ctx.sessions.latestTokenOf(2)).toBe(token)
  })

  it('creates a basket at the first login of a user who has none, and reuses it', async () => {
    const first = await shop.login(emailOf('morty'), 'focusOnScienceMorty!focusOnScience')
    const second = await shop.login(emailOf('morty'), 'focusOnScienceMorty!focusOnScience')
    expect(first.bid).toBe(second.bid)
    expect(shop.ctx.db.prepare('SELECT UserId FROM Baskets WHERE id = ?').get(first.bid)).toEqual({ UserId: userRow('morty').id })
  })

  it.each([
    ['a wrong password', { email: 'admin@juice-sh.op', password: 'wrong' }],
    ['an unknown email', { email: 'nobody@juice-sh.op', password: 'admin123' }],
    ['no credentials', {}],
  ])('refuses %s with 401 text', async (_case, body) => {
    const response = await postLogin(body)
    expect(response.status).toBe(401)
    expect(response.type).toBe('text/html')
    expect(response.text).toBe('Invalid email or password.')
  })

  it('asks for the second factor of a user with 2FA', async () => {
    const response = await postLogin({ email: emailOf('wurstbrot'), password: 'EinBelegtesBrotMitSchinkenSCHINKEN!' })
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ status: 'totp_token_required', data: { tmpToken: expect.any(String) } })
    expect(decodeToken(response.body.data.tmpToken)?.payload).toEqual({
      userId: userRow('wurstbrot').id, type: 'password_valid_needs_second_factor_token', iat: expect.any(Number),
    })
  })

  it('does not let a soft-deleted user log in with the right password', async () => {
    const response = await postLogin({ email: emailOf('chris.pike'), password: 'uss enterprise' })
    expect(response.status).toBe(401)
    expect(response.text).toBe('Invalid email or password.')
  })

  it('shows the SQLite message of a broken query on the error page', async () => {
    const response = await postLogin({ email: "'", password: 'x' }).set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toMatch(/^SQLITE_ERROR: /)
  })

  it('runs only the first statement and ignores what follows it', async () => {
    const ended = await postLogin({ email: "';", password: 'x' })
    expect(ended.status).toBe(401)
    await postLogin({ email: "x'; DROP TABLE Users; --", password: 'x' })
    expect(shop.ctx.db.prepare('SELECT COUNT(*) AS count FROM Users').get()).toEqual({ count: expect.any(Number) })
  })

  it('reaches soft-deleted users through the injectable query', async () => {
    const response = await postLogin({ email: `${emailOf('chris.pike')}'--` })
    expect(response.status).toBe(200)
    expect(decodeToken(response.body.authentication.token)?.payload.data?.deletedAt).toMatch(SQL_DATE)
  })

  it('accepts a row forged with UNION as a user', async () => {
    const forged = "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', " +
      "'accounting' as 'role', '123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp', '/assets/public/images/uploads/default.svg' as " +
      "'profileImage', '' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', " +
      "'1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--"
    const response = await postLogin({ email: forged, password: 'x' })
    expect(response.status).toBe(200)
    expect(response.body.authentication.umail).toBe('acc0unt4nt@juice-sh.op')
    expect(decodeToken(response.body.authentication.token)?.payload.data).toMatchObject({ id: 15, role: 'accounting', isActive: true })
  })

  it('answers a malformed JSON body with the error page and keeps serving', async () => {
    const broken = await request(shop.app).post('/rest/user/login').set('Content-Type', 'application/json').send('{"email":')
    expect(broken.status).toBe(400)
    expect(broken.text).toContain('The JSON body could not be read')
    expect((await postLogin({ email: emailOf('admin'), password: 'admin123' })).status).toBe(200)
  })

  it('treats a body that is not JSON as missing credentials', async () => {
    const response = await request(shop.app).post('/rest/user/login').set('Content-Type', 'text/plain').send('admin')
    expect(response.status).toBe(401)
  })
})

describe('GET /rest/user/whoami', () => {
  const whoami = (token?: string) => {
    const call = request(shop.app).get('/rest/user/whoami')
    return token ? call.set('Cookie', `token=${token}`) : call
  }

  it('describes the user of the token cookie', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const response = await whoami(token)
    expect(response.status).toBe(200)
    const jim = userRow('jim')
    expect(response.body).toEqual({ user: { id: jim.id, email: jim.email, lastLoginIp: jim.lastLoginIp, profileImage: jim.profileImage } })
  })

  it('answers an empty user without a cookie, even with a bearer token', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    expect((await whoami()).body).toEqual({ user: {} })
    expect((await request(shop.app).get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)).body).toEqual({ user: {} })
    expect((await whoami('not-a-token')).body).toEqual({ user: {} })
  })

  it('answers exactly the requested fields of the session user', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const response = await whoami(token).query({ fields: 'role,username,unknown' })
    expect(response.body).toEqual({ user: { role: 'customer', username: '' } })
    expect(Object.keys((await whoami(token).query({ fields: '' })).body.user)).toEqual(['id', 'email', 'lastLoginIp', 'profileImage'])
  })

  it('shows the values cached at login, not the current database row', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    shop.ctx.db.prepare("UPDATE Users SET profileImage = 'changed.png' WHERE id = 2").run()
    expect((await whoami(token)).body.user.profileImage).not.toBe('changed.png')
  })

  it('answers JSONP when a callback is named', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const response = await whoami(token).query({ callback: 'show' })
    expect(response.type).toBe('text/javascript')
    expect(response.text).toBe(`/**/ typeof show === 'function' && show({"user":{"id":2,"email":"${emailOf('jim')}",` +
      `"lastLoginIp":${JSON.stringify(userRow('jim').lastLoginIp)},"profileImage":${JSON.stringify(userRow('jim').profileImage)}}});`)
  })
})

describe('GET /rest/user/authentication-details', () => {
  const details = (token: string) => request(shop.app).get('/rest/user/authentication-details').set('Authorization', `Bearer ${token}`)

  it('needs a bearer token', async () => {
    const json = await request(shop.app).get('/rest/user/authentication-details').set('Accept', 'application/json')
    expect(json.status).toBe(401)
    expect(json.body.error).toMatchObject({ message: 'No Authorization header was found', name: 'UnauthorizedError', code: 'credentials_required' })
    const html = await request(shop.app).get('/rest/user/authentication-details/')
    expect(html.status).toBe(401)
    expect(html.text).toContain('<title>UnauthorizedError: No Authorization header was found</title>')
  })

  it('lists every active user with masked secrets and the time of the latest login', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const response = await details(token)
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    const users: Record<string, unknown>[] = response.body.data
    const active = shop.ctx.db.prepare('SELECT id FROM Users WHERE deletedAt IS NULL').all() as { id: number }[]
    expect(users.map((user) => user.id)).toEqual(active.map((user) => user.id))
    expect(users.find((user) => user.email === emailOf('chris.pike'))).toBeUndefined()

    const jim = users.find((user) => user.id === 2)!
    expect(jim.password).toBe('*'.repeat(32))
    expect(jim.lastLoginTime).toBe(decodeToken(token)?.payload.iat)
    expect(jim.isActive).toBe(true)
    const wurstbrot = users.find((user) => user.email === emailOf('wurstbrot'))!
    expect(wurstbrot.totpSecret).toBe('*'.repeat(32))
    expect(wurstbrot.lastLoginTime).toBeNull()
  })
})

describe('GET /rest/saveLoginIp', () => {
  const save = (token?: string) => {
    const call = request(shop.app).get('/rest/saveLoginIp')
    return token ? call.set('Authorization', `Bearer ${token}`) : call
  }

  it('needs a logged-in bearer token', async () => {
    const response = await save()
    expect(response.status).toBe(401)
    expect(response.text).toBe('Unauthorized')
  })

  it('stores the True-Client-IP header as sent', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const response = await save(token).set('True-Client-IP', '<b>10.0.0.1</b>')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: 2, lastLoginIp: '<b>10.0.0.1</b>', password: md5('ncc-1701') })
    expect(userRow('jim').lastLoginIp).toBe('<b>10.0.0.1</b>')
  })

  it('stores the remote address without the IPv6 wrapping', async () => {
    const { token } = await shop.login(emailOf('jim'), 'ncc-1701')
    const response = await save(token)
    expect(response.body.lastLoginIp).toBe('127.0.0.1')
  })

  it('accepts a token the weak verifier accepts, as a logged-in user', async () => {
    const response = await save(tokenFor(userRow('bender')))
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(userRow('bender').id)
  })
})
