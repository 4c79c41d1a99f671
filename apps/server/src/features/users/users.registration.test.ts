import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { hashSecurityAnswer, md5 } from '../../lib/crypto'
import { createTestShop, tokenFor, type TestShop } from '../../testing/test-app'

let shop: TestShop
let bearer: string
beforeEach(() => {
  shop = createTestShop()
  bearer = `Bearer ${tokenFor({ id: 1, email: 'admin@juice-sh.op', role: 'admin' })}`
})

const register = (body: object) => request(shop.app).post('/api/Users/').send(body)
const storedUser = (email: string) =>
  shop.ctx.db.prepare('SELECT * FROM Users WHERE email = ?').get(email) as Record<string, unknown> & { id: number } | undefined
const newUser = { email: 'new@example.com', password: 'secret1', passwordRepeat: 'secret1' }

describe('POST /api/Users (registration)', () => {
  it('creates a customer and answers 201 with the row, its secrets left out', async () => {
    const response = await register(newUser)
    expect(response.status).toBe(201)
    const row = storedUser('new@example.com')!
    expect(response.headers.location).toBe(`/api/Users/${row.id}`)
    expect(response.body.status).toBe('success')
    expect(response.body.data).toMatchObject({ id: row.id, email: 'new@example.com', role: 'customer', isActive: true, deletedAt: null })
    expect(response.body.data).not.toHaveProperty('password')
    expect(response.body.data).not.toHaveProperty('totpSecret')
    expect(response.body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
  })

  it('stores the password as MD5 and gives the user an empty wallet', async () => {
    await register(newUser)
    const row = storedUser('new@example.com')!
    expect(row.password).toBe(md5('secret1'))
    expect(shop.ctx.db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').all(row.id)).toEqual([{ balance: 0 }])
  })

  it('lets the new user log in', async () => {
    await register(newUser)
    const { bid } = await shop.login('new@example.com', 'secret1')
    expect(bid).toEqual(expect.any(Number))
  })

  it('trims the credentials when all three are given', async () => {
    await register({ email: '  spaced@example.com ', password: ' secret1 ', passwordRepeat: ' secret1 ' })
    expect(storedUser('spaced@example.com')?.password).toBe(md5('secret1'))
  })

  it('does not compare the repeated password', async () => {
    expect((await register({ ...newUser, passwordRepeat: 'something else' })).status).toBe(201)
  })

  it('answers 400 to empty credentials but stores the user anyway', async () => {
    const response = await register({ email: '', password: '', passwordRepeat: '' })
    expect(response.status).toBe(400)
    expect(response.text).toBe('Invalid email/password cannot be empty')
    const row = storedUser('')!
    expect(row.password).toBe(md5(''))
    expect(shop.ctx.db.prepare('SELECT COUNT(*) AS count FROM Wallets WHERE UserId = ?').get(row.id)).toEqual({ count: 1 })
  })

  it('accepts any of the four roles and refuses others', async () => {
    const accounting = await register({ ...newUser, role: 'accounting' })
    expect(accounting.body.data.role).toBe('accounting')
    const invalid = await register({ ...newUser, email: 'other@example.com', role: 'superuser' })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toEqual({
      message: 'Validation error: Validation isIn on role failed',
      errors: [{ field: 'role', message: 'Validation isIn on role failed' }],
    })
    expect(storedUser('other@example.com')).toBeUndefined()
  })

  it('gives a registered admin the admin profile image', async () => {
    const response = await register({ ...newUser, role: 'admin' })
    expect(response.body.data).toMatchObject({ role: 'admin', profileImage: '/assets/public/images/uploads/defaultAdmin.png' })
  })

  it('refuses an email that is already registered', async () => {
    const response = await register({ ...newUser, email: 'jim@juice-sh.op' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ message: 'Validation error', errors: [{ field: 'email', message: 'email must be unique' }] })
  })

  it("refuses the accountant's reserved address", async () => {
    const response = await register({ ...newUser, email: 'acc0unt4nt@juice-sh.op' })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual([{ field: 'email', message: expect.any(String) }])
    expect(storedUser('acc0unt4nt@juice-sh.op')).toBeUndefined()
  })

  it('refuses objects as values and bodies that are not objects', async () => {
    const objectEmail = await register({ ...newUser, email: { $ne: 1 } })
    expect(objectEmail.status).toBe(400)
    expect(objectEmail.body.errors).toEqual([{ field: 'email', message: 'string violation: email cannot be an array or an object' }])
    const textBody = await request(shop.app).post('/api/Users').set('Content-Type', 'text/plain').send('email=x')
    expect(textBody.status).toBe(400)
  })

  it('answers a malformed JSON body with the error page and keeps serving', async () => {
    const broken = await request(shop.app).post('/api/Users').set('Content-Type', 'application/json').send('{"email"')
    expect(broken.status).toBe(400)
    expect((await register(newUser)).status).toBe(201)
  })

  it('stores the username without markup', async () => {
    const response = await register({ ...newUser, username: '<b>bold</b> name' })
    expect(response.body.data.username).toBe('bold name')
  })
})

describe('GET /api/Users', () => {
  it('needs a bearer token (JSON and HTML error shapes)', async () => {
    const json = await request(shop.app).get('/api/Users').set('Accept', 'application/json')
    expect(json.status).toBe(401)
    expect(json.body).toEqual({ error: { message: 'No Authorization header was found', name: 'UnauthorizedError',
      code: 'credentials_required', status: 401, inner: { message: 'No Authorization header was found' } } })
    const html = await request(shop.app).get('/api/Users/1')
    expect(html.status).toBe(401)
    expect(html.text).toContain('<title>UnauthorizedError: No Authorization header was found</title>')
    const badFormat = await request(shop.app).get('/api/Users').set('Authorization', 'Token x').set('Accept', 'application/json')
    expect(badFormat.body.error.code).toBe('credentials_bad_format')
  })

  it('lists the active users without password and totpSecret', async () => {
    const response = await request(shop.app).get('/api/Users').set('Authorization', bearer)
    expect(response.status).toBe(200)
    const users: Record<string, unknown>[] = response.body.data
    expect(users[0]).toMatchObject({ id: 1, email: 'admin@juice-sh.op', role: 'admin' })
    expect(users[0]).toHaveProperty('deluxeToken')
    expect(users[0]).toHaveProperty('lastLoginIp')
    expect(users.some((user) => 'password' in user || 'totpSecret' in user)).toBe(false)
    expect(users.some((user) => user.email === 'chris.pike@juice-sh.op')).toBe(false)
  })

  it('reads one user, or 404', async () => {
    const found = await request(shop.app).get('/api/Users/2').set('Authorization', bearer)
    expect(found.body.data).toMatchObject({ id: 2, email: 'jim@juice-sh.op' })
    expect(found.body.data).not.toHaveProperty('password')
    const missing = await request(shop.app).get('/api/Users/999').set('Authorization', bearer)
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: 'Not Found', errors: [] })
  })

  it.each(['put', 'delete'] as const)('refuses %s even with a valid token', async (method) => {
    const response = await request(shop.app)[method]('/api/Users/2').set('Authorization', bearer).send({ role: 'admin' })
    expect(response.status).toBe(401)
    expect(storedUser('jim@juice-sh.op')?.role).toBe('customer')
  })
})

describe('/api/SecurityQuestions', () => {
  it('lists the questions to anyone', async () => {
    const response = await request(shop.app).get('/api/SecurityQuestions/')
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(14)
    expect(response.body.data[0]).toMatchObject({ id: 1, question: expect.any(String) })
  })

  it.each([
    ['post', '/api/SecurityQuestions'],
    ['get', '/api/SecurityQuestions/1'],
    ['put', '/api/SecurityQuestions/1'],
    ['delete', '/api/SecurityQuestions/1'],
  ] as const)('refuses %s %s', async (method, path) => {
    expect((await request(shop.app)[method](path).set('Authorization', bearer)).status).toBe(401)
  })
})

describe('/api/SecurityAnswers', () => {
  it('stores the answer of a new user as an HMAC, once', async () => {
    const { body } = await register(newUser)
    const answer = { UserId: body.data.id, SecurityQuestionId: 3, answer: 'Rex' }
    const created = await request(shop.app).post('/api/SecurityAnswers/').send(answer)
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ UserId: body.data.id, SecurityQuestionId: 3, answer: hashSecurityAnswer('Rex') })
    const again = await request(shop.app).post('/api/SecurityAnswers/').send(answer)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ message: 'Validation error', errors: [{ field: 'UserId', message: 'UserId must be unique' }] })
  })

  it.each([
    ['get', '/api/SecurityAnswers'],
    ['get', '/api/SecurityAnswers/1'],
    ['put', '/api/SecurityAnswers/1'],
    ['delete', '/api/SecurityAnswers/1'],
  ] as const)('refuses %s %s', async (method, path) => {
    expect((await request(shop.app)[method](path).set('Authorization', bearer)).status).toBe(401)
  })
})
