import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, seededBearer, tokenFor, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const respond = (bearer: string, body: object) => request(shop.app).post('/rest/chatbot/respond').set('Authorization', bearer).send(body)
const usernameOf = (localPart: string) =>
  (shop.ctx.db.prepare('SELECT username FROM Users WHERE email = ?').get(`${localPart}@juice-sh.op`) as { username: string }).username

describe('GET /rest/chatbot/status', () => {
  it('asks a visitor to sign in', async () => {
    const response = await request(shop.app).get('/rest/chatbot/status')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: true, body: "Hi, I can't recognize you. Sign in to talk to Juicy" })
  })

  it('refuses a token of nobody the shop knows', async () => {
    const stranger = `Bearer ${tokenFor({ id: 999, email: 'ghost@example.com' })}`
    expect(await request(shop.app).get('/rest/chatbot/status').set('Authorization', stranger)).toMatchObject({ status: 401, body: { error: 'Unauthenticated user' } })
  })

  it('asks a user without a username for a name, and greets one with a name', async () => {
    const nameless = await request(shop.app).get('/rest/chatbot/status').set('Authorization', seededBearer(shop, 'jim'))
    expect(nameless.body).toMatchObject({ status: true, action: 'namequery', body: expect.stringContaining('What shall I call you?') })
    shop.ctx.db.prepare("UPDATE Users SET username = 'Jimbo' WHERE email = 'jim@juice-sh.op'").run()
    const named = await request(shop.app).get('/rest/chatbot/status').set('Authorization', seededBearer(shop, 'jim'))
    expect(named.body).toEqual({ status: true, action: 'response', body: "Nice to meet you Jimbo, I'm Juicy" })
  })
})

describe('POST /rest/chatbot/respond', () => {
  it('stores the name of setname, answers a fresh token and a greeting', async () => {
    const response = await respond(seededBearer(shop, 'jim'), { action: 'setname', query: 'Jim' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ action: 'response', body: "Nice to meet you Jim, I'm Juicy", token: expect.any(String) })
    expect(usernameOf('jim')).toBe('Jim')
    const next = await respond(`Bearer ${response.body.token}`, { query: 'hello' })
    expect(next.body).toEqual({ action: 'response', body: 'Hello Jim! Ask me about our juices and their prices.' })
  })

  it('answers product questions from the catalogue', async () => {
    const jim = seededBearer(shop, 'jim')
    await respond(jim, { action: 'setname', query: 'Jim' })
    const price = (shop.ctx.db.prepare('SELECT price FROM Products WHERE id = 1').get() as { price: number }).price
    const response = await respond(jim, { query: 'How much is the apple juice?' })
    expect(response.body).toEqual({ action: 'response', body: `Apple Juice (1000ml) costs ${price.toFixed(2)}¤.` })
    expect((await respond(jim, { query: 'What is the meaning of life?' })).body.body).toBe("Sorry, I couldn't understand what you were trying to say.")
  })

  it('asks for a name first when the user has none', async () => {
    expect((await respond(seededBearer(shop, 'jim'), { query: 'hi' })).body).toMatchObject({ action: 'namequery' })
  })

  it.each([{}, { query: '' }, { query: { $ne: 1 } }, { query: 'x'.repeat(201) }, { action: 'eval', query: 'x' }])('refuses %j with 400', async (body) => {
    expect((await respond(seededBearer(shop, 'jim'), body)).status).toBe(400)
  })

  it('needs a login', async () => {
    expect((await request(shop.app).post('/rest/chatbot/respond').send({ query: 'hi' })).status).toBe(401)
  })

  it('survives a name that loops forever or eats memory, and keeps answering', async () => {
    const jim = seededBearer(shop, 'jim')
    for (const name of ['x"); while (true) {} ("', 'x"); var a = []; while (true) { a.push(new Array(1e6).fill(1)) } ("']) {
      const started = Date.now()
      expect((await respond(jim, { action: 'setname', query: name })).status).toBe(200)
      expect(Date.now() - started).toBeLessThan(4000)
    }
    await respond(jim, { action: 'setname', query: 'Jim' })
    expect((await respond(jim, { query: 'hello' })).body.body).toBe('Hello Jim! Ask me about our juices and their prices.')
    expect((await request(shop.app).get('/rest/admin/application-version')).status).toBe(200)
  }, 20_000)

  it('keeps sandboxed code away from the real process', async () => {
    const jim = seededBearer(shop, 'jim')
    await respond(jim, { action: 'setname', query: 'x"); globalThis.leak = typeof require + typeof Function("return process")() ; ("' })
    expect(typeof process.exit).toBe('function')
    expect((await respond(jim, { action: 'setname', query: 'Jim' })).status).toBe(200)
  })
})
