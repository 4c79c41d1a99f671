import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { md5 } from '../../lib/crypto'
import { createTestShop, tokenFor, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701', answer: 'Samuel' }
const storedPassword = (id: number) => (shop.ctx.db.prepare('SELECT password FROM Users WHERE id = ?').get(id) as { password: string }).password

describe('GET /rest/user/change-password', () => {
  const change = (query: Record<string, string>, token?: string) => {
    const call = request(shop.app).get('/rest/user/change-password').query(query)
    return token ? call.set('Authorization', `Bearer ${token}`) : call
  }

  it('stores the new password and answers the whole updated user', async () => {
    const { token } = await shop.login(JIM.email, JIM.password)
    const response = await change({ current: JIM.password, new: 'kirk-2265', repeat: 'kirk-2265' }, token)
    expect(response.status).toBe(200)
    expect(response.body.user).toMatchObject({ id: 2, email: JIM.email, password: md5('kirk-2265'), totpSecret: '', isActive: true })
    expect(response.body.user.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
    expect(storedPassword(2)).toBe(md5('kirk-2265'))
    expect((await request(shop.app).post('/rest/user/login').send({ email: JIM.email, password: 'kirk-2265' })).status).toBe(200)
  })

  it('does not check the current password when it is left out', async () => {
    const { token } = await shop.login(JIM.email, JIM.password)
    expect((await change({ new: 'kirk-2265', repeat: 'kirk-2265' }, token)).status).toBe(200)
    expect(storedPassword(2)).toBe(md5('kirk-2265'))
  })

  it.each([
    ['an empty new password', { current: JIM.password, new: '', repeat: '' }, 'Password cannot be empty.'],
    ['no new password', { current: JIM.password }, 'Password cannot be empty.'],
    ['the web client\'s "undefined"', { new: 'undefined', repeat: 'undefined' }, 'Password cannot be empty.'],
    ['a different repetition', { current: JIM.password, new: 'kirk-2265', repeat: 'kirk-2266' }, 'New and repeated password do not match.'],
    ['a wrong current password', { current: 'wrong', new: 'kirk-2265', repeat: 'kirk-2265' }, 'Current password is not correct.'],
  ])('refuses %s with 401 text and keeps the password', async (_case, query, message) => {
    const { token } = await shop.login(JIM.email, JIM.password)
    const response = await change(query, token)
    expect(response.status).toBe(401)
    expect(response.type).toBe('text/html')
    expect(response.text).toBe(message)
    expect(storedPassword(2)).toBe(md5(JIM.password))
  })

  it('answers the error page without a token or with one the server does not know', async () => {
    const query = { new: 'kirk-2265', repeat: 'kirk-2265' }
    for (const token of [undefined, 'not-a-token']) {
      const response = await change(query, token).set('Accept', 'application/json')
      expect(response.status).toBe(500)
      expect(response.body.error.message).toMatch(/^Blocked illegal activity by /)
    }
    expect(storedPassword(2)).toBe(md5(JIM.password))
  })

  it('answers 404 for a session whose user does not exist', async () => {
    const response = await change({ new: 'kirk-2265', repeat: 'kirk-2265' }, tokenFor({ id: 999, email: 'ghost@juice-sh.op' }))
    expect(response.status).toBe(404)
    expect(response.text).toBe('User not found.')
  })
})

describe('POST /rest/user/reset-password', () => {
  const reset = (body: object | string) =>
    typeof body === 'string'
      ? request(shop.app).post('/rest/user/reset-password').type('text/plain').send(body)
      : request(shop.app).post('/rest/user/reset-password').send(body)

  it('sets the new password of whoever knows the security answer', async () => {
    const response = await reset({ email: JIM.email, answer: JIM.answer, new: 'kirk-2265', repeat: 'kirk-2265' })
    expect(response.status).toBe(200)
    expect(response.body.user).toMatchObject({ id: 2, email: JIM.email, password: md5('kirk-2265') })
    expect(storedPassword(2)).toBe(md5('kirk-2265'))
  })

  it.each([
    ['an empty new password', { email: JIM.email, answer: JIM.answer, new: '', repeat: '' }, 'Password cannot be empty.'],
    ['a different repetition', { email: JIM.email, answer: JIM.answer, new: 'kirk-2265', repeat: 'x' }, 'New and repeated password do not match.'],
    ['a wrong answer', { email: JIM.email, answer: 'George', new: 'kirk-2265', repeat: 'kirk-2265' }, 'Wrong answer to security question.'],
    ['an unknown email', { email: 'nobody@juice-sh.op', answer: 'x', new: 'kirk-2265', repeat: 'kirk-2265' }, 'Wrong answer to security question.'],
    ['a soft-deleted user', { email: 'chris.pike@juice-sh.op', answer: 'greenwood', new: 'kirk-2265', repeat: 'kirk-2265' }, 'Wrong answer to security question.'],
  ])('refuses %s with 401 text', async (_case, body, message) => {
    const response = await reset(body)
    expect(response.status).toBe(401)
    expect(response.text).toBe(message)
    expect(storedPassword(2)).toBe(md5(JIM.password))
  })

  it.each([
    ['no email', { answer: JIM.answer, new: 'kirk-2265', repeat: 'kirk-2265' }],
    ['no answer', { email: JIM.email, new: 'kirk-2265', repeat: 'kirk-2265' }],
    ['a body that is not JSON', `{"email":"${JIM.email}","answer":"${JIM.answer}"}`],
  ])('answers the error page for %s', async (_case, body) => {
    const response = await reset(body).set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toMatch(/^Blocked illegal activity by /)
  })

  it('allows 100 attempts per client in 5 minutes, then answers 429', async () => {
    const wrong = { email: JIM.email, answer: 'wrong', new: 'kirk-2265', repeat: 'kirk-2265' }
    for (let attempt = 1; attempt <= 100; attempt++) expect((await reset(wrong)).status).toBe(401)
    const limited = await reset({ ...wrong, answer: JIM.answer })
    expect(limited.status).toBe(429)
    expect(limited.text).toBe('Too many requests, please try again later.')
    expect(storedPassword(2)).toBe(md5(JIM.password))
  })
})

describe('GET /rest/user/security-question', () => {
  const question = (query: Record<string, string>) => request(shop.app).get('/rest/user/security-question').query(query)

  it("answers the user's question", async () => {
    const response = await question({ email: JIM.email })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      question: { id: 1, question: 'What is the middle name of your oldest brother or sister?', createdAt: expect.any(String), updatedAt: expect.any(String) },
    })
    expect(response.body.question.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
  })

  it('answers {} for an unknown email and for a user without a security answer', async () => {
    expect((await question({ email: 'nobody@juice-sh.op' })).body).toEqual({})
    expect((await question({ email: 'testing@juice-sh.op' })).body).toEqual({})
  })

  it('answers the error page without an email', async () => {
    const response = await question({}).set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toBe('WHERE parameter "email" has invalid "undefined" value')
  })
})
