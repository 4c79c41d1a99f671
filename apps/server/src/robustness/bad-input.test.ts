import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { startLiveShop, unsignedToken, type LiveShop } from '../testing/live-shop'
import { expectAnswersWithinOneSecond } from '../testing/responsiveness'

let shop: LiveShop
afterEach(() => shop?.close())

const IFRAME = '<iframe src="javascript:alert(`xss`)">'

describe('bad input gets a clear answer, never a 500 (issue 7)', () => {
  it('R7: with safety mode on, switched-off XSS holes store their input sanitised', async () => {
    shop = await startLiveShop({ challenges: { safetyMode: 'enabled' } })
    const product = await request(shop.url).put('/api/Products/3').send({ description: `<a href="http://kimminich.de" target="_blank">More...</a>${IFRAME}` })
    expect(product.status).toBe(200)
    expect(product.body.data.description).toBe('<a href="http://kimminich.de" target="_blank">More...</a>')
    const user = await request(shop.url).post('/api/Users').send({ email: 'x<script>alert(1)</script>@example.com', password: 'secret' })
    expect(user.status).toBe(201)
    expect(user.body.data.email).toBe('x@example.com')
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const ip = await request(shop.url).get('/rest/saveLoginIp').set('Authorization', `Bearer ${token}`).set('True-Client-IP', IFRAME)
    expect(ip.status).toBe(200)
    expect(ip.body.lastLoginIp).toBe('')
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('R7: where the challenges can be played, the same input is stored raw', async () => {
    shop = await startLiveShop()
    const user = await request(shop.url).post('/api/Users').send({ email: `x${IFRAME}@example.com`, password: 'secret' })
    expect(user.body.data.email).toBe(`x${IFRAME}@example.com`)
  })

  it('R9: keys like constructor, toString and __proto__ in a body are ignored', async () => {
    shop = await startLiveShop()
    const body = '{"email":"p1@x.io","password":"a","constructor":1,"toString":1,"valueOf":1,"hasOwnProperty":1,"__proto__":{"role":"admin"}}'
    const response = await request(shop.url).post('/api/Users').set('Content-Type', 'application/json').send(body)
    expect(response.status).toBe(201)
    expect(response.body.data.role).toBe('customer')
    const update = await request(shop.url).put('/api/Products/1').set('Content-Type', 'application/json').send('{"constructor":1,"toString":{"a":1}}')
    expect(update.status).toBe(200)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it.each([
    ['a price object', { price: { a: 1 } }, 'price'],
    ['a name array', { name: ['a', 'b'] }, 'name'],
  ])('R11: %s on a product is a 400 naming the field', async (_title, body, field) => {
    shop = await startLiveShop()
    const response = await request(shop.url).put('/api/Products/1').send(body)
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual([{ field, message: `string violation: ${field} cannot be an array or an object` }])
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('R11: a form body name[a]=1 on a product, and objects in a privacy request, are 400s', async () => {
    shop = await startLiveShop()
    expect((await request(shop.url).put('/api/Products/1').type('form').send('name[a]=1')).status).toBe(400)
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const privacy = await request(shop.url).post('/api/PrivacyRequests').set('Authorization', `Bearer ${token}`).send({ deletionRequested: { a: 1 } })
    expect(privacy.status).toBe(400)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('R12: a repeated ?sort is a 400, a huge ?offset an empty page', async () => {
    shop = await startLiveShop()
    expect((await request(shop.url).get('/api/Products?sort=name&sort=price')).status).toBe(400)
    const offset = await request(shop.url).get('/api/Products?offset=99999999999999999999')
    expect(offset.status).toBe(200)
    expect(offset.body.data).toEqual([])
    expect((await request(shop.url).get('/api/Products?q[toString]=1&offset[a]=1')).status).toBe(200)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('R14: a multipart form with many large fields is refused before it is read whole', async () => {
    shop = await startLiveShop()
    const form = new FormData()
    for (let index = 0; index < 20; index++) form.append(`field${index}`, 'x'.repeat(1024 * 1024))
    const response = await fetch(`${shop.url}/profile/image/url`, { method: 'POST', body: form }).catch(() => undefined)
    expect(response?.status).toBe(413)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it.each([
    ['get', '/rest/wallet/balance'],
    ['put', '/rest/wallet/balance'],
    ['get', '/api/Cards'],
    ['post', '/rest/deluxe-membership'],
    ['get', '/rest/2fa/status'],
    ['post', '/rest/2fa/setup'],
  ] as const)('R15: a forged token whose data.id is an object is nobody on %s %s', async (method, path) => {
    shop = await startLiveShop()
    const forged = `Bearer ${unsignedToken({ data: { id: { toString: 1 }, email: 'odd@example.com' } })}`
    const response = await request(shop.url)[method](path).set('Authorization', forged).send({})
    expect([401, 404]).toContain(response.status)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it.each([
    ['/rest/user/reset-password', { email: { toString: 1 }, answer: { toString: 1 }, new: { toString: 1 }, repeat: { toString: 1 } }],
    ['/rest/2fa/verify', { tmpToken: { toString: 1 }, totpToken: { toString: 1 } }],
  ])('R16: objects without a callable toString on %s are a 401', async (path, body) => {
    shop = await startLiveShop()
    expect((await request(shop.url).post(path).send(body)).status).toBe(401)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('found by the fuzz: a text id on a generic create is a 400, and a user without an email still has a profile page', async () => {
    shop = await startLiveShop()
    const answer = await request(shop.url).post('/api/SecurityAnswers').send({ id: 'abc', UserId: 99, SecurityQuestionId: 1, answer: 'x' })
    expect(answer.status).toBe(400)
    const user = await request(shop.url).post('/api/Users').send({ email: null, password: 'secret' })
    expect(user.status).toBe(201)
    const cookie = `token=${unsignedToken({ data: { id: user.body.data.id } })}`
    expect((await request(shop.url).get('/profile').set('Cookie', cookie)).status).toBe(200)
    await expectAnswersWithinOneSecond(shop.url)
  })
})
