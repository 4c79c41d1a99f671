import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }
const BJOERN = { email: 'bjoern@owasp.org', password: 'kitten lesser pooch karate buffoon indoors' }

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const tokenOf = async (user = JIM): Promise<string> => (await shop.login(user.email, user.password)).token
const privacyRequestsOf = (userId: number) =>
  shop.ctx.db.prepare('SELECT * FROM PrivacyRequests WHERE UserId = ?').all(userId) as { deletionRequested: number }[]

async function registerAndLogin(email: string, password = 'secret123'): Promise<string> {
  await request(shop.app).post('/api/Users').send({ email, password, passwordRepeat: password }).expect(201)
  return (await shop.login(email, password)).token
}

describe('GET /dataerasure', () => {
  it('shows the erasure form with the e-mail and the security question of the logged-in user', async () => {
    const response = await request(shop.app).get('/dataerasure').set('Cookie', `token=${await tokenOf()}`)
    expect(response.status).toBe(200)
    expect(response.type).toBe('text/html')
    expect(response.text).toContain(`value="${JIM.email}"`)
    const question = shop.ctx.db.prepare('SELECT question FROM SecurityQuestions WHERE id = 1').get() as { question: string }
    expect(response.text).toContain(question.question)
    expect(response.text).toContain('<form method="post" action="/dataerasure">')
  })

  it('answers 500 "No answer found!" for a user without a security answer', async () => {
    const token = await registerAndLogin('fresh@juice-sh.op')
    const response = await request(shop.app).get('/dataerasure').set('Cookie', `token=${token}`).set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toBe('No answer found!')
  })

  it('answers 500 "Blocked illegal activity" without a session cookie', async () => {
    const response = await request(shop.app).get('/dataerasure').set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toMatch(/^Blocked illegal activity by /)
  })
})

describe('POST /dataerasure', () => {
  it('files an erasure request, logs the user out and confirms', async () => {
    const response = await request(shop.app).post('/dataerasure').set('Cookie', `token=${await tokenOf()}`).type('form')
      .send({ email: JIM.email, securityAnswer: 'Samuel' })
    expect(response.status).toBe(200)
    expect(response.text).toContain(`<strong>${JIM.email}</strong>`)
    expect(String(response.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/)
    expect(privacyRequestsOf(2)).toMatchObject([{ deletionRequested: 1 }])
  })

  it('refuses layouts in the protected folders with 500 "File access not allowed"', async () => {
    const cookie = `token=${await tokenOf()}`
    for (const layout of ['../ftp/acquisitions.md', '../ctf.key', '../encryptionkeys/premium.key']) {
      const response = await request(shop.app).post('/dataerasure').set('Cookie', cookie).set('Accept', 'application/json')
        .type('form').send({ layout })
      expect(response.status).toBe(500)
      expect(response.body.error.message).toBe('File access not allowed')
    }
  })

  it('shows the error page for a layout that does not exist or is not a file', async () => {
    const cookie = `token=${await tokenOf()}`
    const missing = await request(shop.app).post('/dataerasure').set('Cookie', cookie).type('form').send({ layout: 'nope.html' })
    expect(missing.status).toBe(500)
    expect(missing.text).toContain('ENOENT')
    const folder = await request(shop.app).post('/dataerasure').set('Cookie', cookie).type('form').send({ layout: '..' })
    expect(folder.status).toBe(500)
    expect(folder.text).toContain('Not a file')
  })

  it('answers 500 "Blocked illegal activity" without a session cookie', async () => {
    const response = await request(shop.app).post('/dataerasure').type('form').send({ email: JIM.email })
    expect(response.status).toBe(500)
  })
})

describe('POST /rest/user/erasure-request', () => {
  it('files an erasure request for the token\'s user', async () => {
    const response = await request(shop.app).post('/rest/user/erasure-request').set('Authorization', `Bearer ${await tokenOf()}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'success' })
    expect(privacyRequestsOf(2)).toHaveLength(1)
  })

  it('answers 401 for a token the shop does not know', async () => {
    const response = await request(shop.app).post('/rest/user/erasure-request')
    expect(response.status).toBe(401)
    expect(response.body.status).toBe('error')
  })
})

describe('/api/PrivacyRequests', () => {
  it('lets any signed token file a request (201) but refuses reading, changing and deleting them', async () => {
    const bearer = `Bearer ${await tokenOf()}`
    const created = await request(shop.app).post('/api/PrivacyRequests').set('Authorization', bearer).send({ UserId: 2, deletionRequested: true })
    expect(created.status).toBe(201)
    expect(created.headers.location).toBe(`/api/PrivacyRequests/${created.body.data.id}`)
    expect(created.body.data).toMatchObject({ UserId: 2, deletionRequested: true })
    await request(shop.app).post('/api/PrivacyRequests').send({ UserId: 2 }).expect(401)
    await request(shop.app).get('/api/PrivacyRequests').set('Authorization', bearer).expect(401)
    await request(shop.app).get(`/api/PrivacyRequests/${created.body.data.id}`).set('Authorization', bearer).expect(401)
    await request(shop.app).put(`/api/PrivacyRequests/${created.body.data.id}`).set('Authorization', bearer).send({}).expect(401)
    await request(shop.app).delete(`/api/PrivacyRequests/${created.body.data.id}`).set('Authorization', bearer).expect(401)
  })
})

describe('GET /rest/image-captcha', () => {
  it('answers a five-character SVG captcha with its answer, stored for the user', async () => {
    const response = await request(shop.app).get('/rest/image-captcha/').set('Authorization', `Bearer ${await tokenOf()}`)
    expect(response.status).toBe(200)
    expect(response.body.image).toMatch(/^<svg/)
    expect(response.body.answer).toHaveLength(5)
    expect(response.body.UserId).toBe(2)
    const stored = shop.ctx.db.prepare('SELECT * FROM ImageCaptchas WHERE UserId = 2').all()
    expect(stored).toMatchObject([{ answer: response.body.answer }])
  })

  it('answers 401 when nobody is logged in', async () => {
    const response = await request(shop.app).get('/rest/image-captcha')
    expect(response.status).toBe(401)
    expect(response.text).toBe('You need to be logged in to request a CAPTCHA.')
  })
})

describe('POST /rest/user/data-export', () => {
  it('exports username, e-mail, orders, reviews and photos without a captcha when none was requested', async () => {
    const response = await request(shop.app).post('/rest/user/data-export')
      .set('Authorization', `Bearer ${await tokenOf(BJOERN)}`).send({ format: '1' })
    expect(response.status).toBe(200)
    expect(response.body.confirmation).toBe('Your data export will open in a new Browser window.')
    expect(response.body.userData).toContain('\n  "email": "bjoern@owasp.org"')
    const data = JSON.parse(response.body.userData)
    expect(Object.keys(data)).toEqual(['username', 'email', 'orders', 'reviews', 'memories'])
    expect(data.orders).toEqual([])
    expect(data.reviews.length).toBeGreaterThan(0)
    expect(Object.keys(data.reviews[0])).toEqual(['message', 'author', 'productId', 'likesCount', 'likedBy'])
    expect(data.memories.length).toBeGreaterThan(0)
    expect(data.memories[0].imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/public\/images\/uploads\//)
  })

  it('exports the user\'s own orders', async () => {
    const response = await request(shop.app).post('/rest/user/data-export')
      .set('Authorization', `Bearer ${await tokenOf({ email: 'admin@juice-sh.op', password: 'admin123' })}`).send({})
    const data = JSON.parse(response.body.userData)
    expect(data.orders.length).toBe(2)
    expect(Object.keys(data.orders[0])).toEqual(['orderId', 'totalPrice', 'products', 'bonus', 'eta'])
  })

  it('requires the answer of a captcha requested in the last five minutes', async () => {
    const bearer = `Bearer ${await tokenOf()}`
    const captcha = await request(shop.app).get('/rest/image-captcha').set('Authorization', bearer)
    const wrong = await request(shop.app).post('/rest/user/data-export').set('Authorization', bearer).send({ answer: 'wrong' })
    expect(wrong.status).toBe(401)
    expect(wrong.text).toBe('Wrong answer to CAPTCHA. Please try again.')
    const right = await request(shop.app).post('/rest/user/data-export').set('Authorization', bearer).send({ answer: captcha.body.answer })
    expect(right.status).toBe(200)
  })

  it('answers 401 for a token the shop does not know', async () => {
    const response = await request(shop.app).post('/rest/user/data-export').set('Authorization', 'Bearer nope').send({})
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ status: 'error', message: "Cannot read properties of undefined (reading 'data')" })
  })
})
