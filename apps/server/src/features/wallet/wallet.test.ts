import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { sqlNow } from '../../db/database'
import { decodeToken } from '../../lib/auth/jwt'
import { deluxeTokenFor } from '../../lib/crypto'
import { createTestShop, tokenFor, type TestShop } from '../../testing/test-app'

const PASSWORDS: Record<string, string> = {
  'jim@juice-sh.op': 'ncc-1701',
  'bender@juice-sh.op': 'OhG0dPlease1nsertLiquor!',
  'amy@juice-sh.op': 'K1f.....................',
  'admin@juice-sh.op': 'admin123',
  'bjoern@owasp.org': 'kitten lesser pooch karate buffoon indoors',
}
const MAP_401 = { status: 'error', message: "Cannot read properties of undefined (reading 'data')" }

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const bearerOf = async (email: string): Promise<string> => `Bearer ${(await shop.login(email, PASSWORDS[email])).token}`
const userId = (email: string): number => (shop.ctx.db.prepare('SELECT id FROM Users WHERE email = ?').get(email) as { id: number }).id
const cardIdsOf = (email: string): number[] =>
  (shop.ctx.db.prepare('SELECT id FROM Cards WHERE UserId = ? ORDER BY id').all(userId(email)) as { id: number }[]).map((row) => row.id)
const balanceOf = (email: string): number =>
  (shop.ctx.db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId(email)) as { balance: number }).balance
const roleOf = (email: string): string => (shop.ctx.db.prepare('SELECT role FROM Users WHERE email = ?').get(email) as { role: string }).role

describe('/rest/wallet/balance', () => {
  it('GET answers the caller\'s balance', async () => {
    const response = await request(shop.app).get('/rest/wallet/balance').set('Authorization', await bearerOf('jim@juice-sh.op'))
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'success', data: 100 })
  })

  it('PUT adds any amount paid with one of the caller\'s cards and echoes it', async () => {
    const bearer = await bearerOf('jim@juice-sh.op')
    const [card] = cardIdsOf('jim@juice-sh.op')
    const response = await request(shop.app).put('/rest/wallet/balance').set('Authorization', bearer).send({ balance: 25, paymentId: card })
    expect(response.body).toEqual({ status: 'success', data: 25 })
    await request(shop.app).put('/rest/wallet/balance').set('Authorization', bearer).send({ balance: -5, paymentId: String(card) }).expect(200)
    expect(balanceOf('jim@juice-sh.op')).toBe(120)
  })

  it('PUT answers 402 when the card is not the caller\'s', async () => {
    const [adminCard] = cardIdsOf('admin@juice-sh.op')
    const response = await request(shop.app).put('/rest/wallet/balance').set('Authorization', await bearerOf('jim@juice-sh.op'))
      .send({ balance: 1000, paymentId: adminCard })
    expect(response.status).toBe(402)
    expect(response.body).toEqual({ status: 'error', message: 'Payment not accepted.' })
    expect(balanceOf('jim@juice-sh.op')).toBe(100)
  })

  it('PUT answers 400 for a balance that is not a number', async () => {
    const [card] = cardIdsOf('jim@juice-sh.op')
    const response = await request(shop.app).put('/rest/wallet/balance').set('Authorization', await bearerOf('jim@juice-sh.op'))
      .send({ balance: 'lots', paymentId: card })
    expect(response.status).toBe(400)
    expect(balanceOf('jim@juice-sh.op')).toBe(100)
  })

  it('answers 404 for a user without a wallet', async () => {
    const bearer = `Bearer ${tokenFor({ id: 9999, email: 'ghost@juice-sh.op' })}`
    const response = await request(shop.app).get('/rest/wallet/balance').set('Authorization', bearer)
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ status: 'error' })
  })

  it('answers 401 for a token the shop does not know', async () => {
    const response = await request(shop.app).get('/rest/wallet/balance')
    expect(response.status).toBe(401)
    expect(response.body).toEqual(MAP_401)
    await request(shop.app).put('/rest/wallet/balance').send({ balance: 1 }).expect(401)
  })
})

describe('/api/Cards', () => {
  const card = { fullName: 'Jim', cardNum: 4111111111111111, expMonth: 9, expYear: 2090 }

  it('lists only the caller\'s cards, with masked numbers', async () => {
    const response = await request(shop.app).get('/api/Cards').set('Authorization', await bearerOf('admin@juice-sh.op'))
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(2)
    expect(response.body.data[0]).toMatchObject({ UserId: 1, fullName: 'Administrator', cardNum: '************4368', expMonth: 2, expYear: 2081 })
  })

  it('stores a new card for the caller, whatever UserId the body names', async () => {
    const bearer = await bearerOf('jim@juice-sh.op')
    const created = await request(shop.app).post('/api/Cards').set('Authorization', bearer).send({ ...card, UserId: 1 })
    expect(created.status).toBe(201)
    expect(created.headers.location).toBe(`/api/Cards/${created.body.data.id}`)
    expect(created.body.data).toMatchObject({ ...card, UserId: userId('jim@juice-sh.op') })
    const read = await request(shop.app).get(`/api/Cards/${created.body.data.id}`).set('Authorization', bearer)
    expect(read.body).toMatchObject({ status: 'success', data: { cardNum: '************1111' } })
  })

  it.each([
    [{ cardNum: 999 }, 'Validation min on cardNum failed'],
    [{ cardNum: '9999999999999999' }, 'Validation max on cardNum failed'],
    [{ cardNum: 'abc' }, 'Validation isInt on cardNum failed'],
    [{ expMonth: 13 }, 'Validation max on expMonth failed'],
    [{ expMonth: 0 }, 'Validation min on expMonth failed'],
    [{ expYear: 2079 }, 'Validation min on expYear failed'],
    [{ expYear: 2100 }, 'Validation max on expYear failed'],
    [{ fullName: undefined }, 'notNull Violation: Card.fullName cannot be null'],
  ])('refuses an invalid card %o with 400', async (change, message) => {
    const response = await request(shop.app).post('/api/Cards').set('Authorization', await bearerOf('jim@juice-sh.op'))
      .send({ ...card, ...change })
    expect(response.status).toBe(400)
    expect(response.body.errors).toContainEqual(expect.objectContaining({ message }))
  })

  it('refuses to show or delete another user\'s card with 400', async () => {
    const bearer = await bearerOf('jim@juice-sh.op')
    const [adminCard] = cardIdsOf('admin@juice-sh.op')
    const read = await request(shop.app).get(`/api/Cards/${adminCard}`).set('Authorization', bearer)
    expect(read.status).toBe(400)
    expect(read.body).toEqual({ status: 'error', data: 'Malicious activity detected' })
    const removed = await request(shop.app).delete(`/api/Cards/${adminCard}`).set('Authorization', bearer)
    expect(removed.status).toBe(400)
    expect(removed.body).toEqual({ status: 'error', data: 'Malicious activity detected.' })
    expect(cardIdsOf('admin@juice-sh.op')).toContain(adminCard)
  })

  it('deletes the caller\'s own card', async () => {
    const [own] = cardIdsOf('jim@juice-sh.op')
    const response = await request(shop.app).delete(`/api/Cards/${own}`).set('Authorization', await bearerOf('jim@juice-sh.op'))
    expect(response.body).toEqual({ status: 'success', data: 'Card deleted successfully.' })
    expect(cardIdsOf('jim@juice-sh.op')).toEqual([])
  })

  it('refuses updates (DENY) and anyone without a known token (MAP)', async () => {
    const [own] = cardIdsOf('jim@juice-sh.op')
    await request(shop.app).put(`/api/Cards/${own}`).set('Authorization', await bearerOf('jim@juice-sh.op')).send({ expYear: 2091 }).expect(401)
    for (const call of [request(shop.app).get('/api/Cards'), request(shop.app).get(`/api/Cards/${own}`),
      request(shop.app).post('/api/Cards').send(card), request(shop.app).delete(`/api/Cards/${own}`)]) {
      const response = await call
      expect(response.status).toBe(401)
      expect(response.body).toEqual(MAP_401)
    }
  })
})

describe('/rest/deluxe-membership', () => {
  it('GET tells a customer the price', async () => {
    const response = await request(shop.app).get('/rest/deluxe-membership').set('Authorization', await bearerOf('jim@juice-sh.op'))
    expect(response.body).toEqual({ status: 'success', data: { membershipCost: 49 } })
  })

  it('GET refuses deluxe members and everyone else with 400', async () => {
    const deluxe = await request(shop.app).get('/rest/deluxe-membership').set('Authorization', await bearerOf('bjoern@owasp.org'))
    expect(deluxe.status).toBe(400)
    expect(deluxe.body).toEqual({ status: 'error', error: 'You are already a deluxe member!' })
    const admin = await request(shop.app).get('/rest/deluxe-membership').set('Authorization', await bearerOf('admin@juice-sh.op'))
    expect(admin.body).toEqual({ status: 'error', error: 'You are not eligible for deluxe membership!' })
    const forged = tokenFor({ id: 1, email: 'x@juice-sh.op', role: 'deluxe', deluxeToken: 'guess' })
    const fake = await request(shop.app).get('/rest/deluxe-membership').set('Authorization', `Bearer ${forged}`)
    expect(fake.body.error).toBe('You are not eligible for deluxe membership!')
    const nobody = await request(shop.app).get('/rest/deluxe-membership')
    expect(nobody.status).toBe(400)
  })

  it('POST with the wallet debits 49 and answers a new token of the deluxe member', async () => {
    const response = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', await bearerOf('jim@juice-sh.op'))
      .send({ paymentMode: 'wallet' })
    expect(response.status).toBe(200)
    expect(response.body.data.confirmation).toBe('Congratulations! You are now a deluxe member!')
    expect(balanceOf('jim@juice-sh.op')).toBe(51)
    expect(roleOf('jim@juice-sh.op')).toBe('deluxe')
    const payload = decodeToken(response.body.data.token)?.payload
    expect(payload).toMatchObject({ status: 'success', data: { role: 'deluxe', deluxeToken: deluxeTokenFor('jim@juice-sh.op') } })
    expect(shop.ctx.sessions.has(response.body.data.token)).toBe(true)
    const status = await request(shop.app).get('/rest/deluxe-membership').set('Authorization', `Bearer ${response.body.data.token}`)
    expect(status.body.error).toBe('You are already a deluxe member!')
  })

  it('POST with the wallet refuses a balance under 49', async () => {
    const response = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', await bearerOf('amy@juice-sh.op'))
      .send({ paymentMode: 'wallet' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ status: 'error', error: 'Insuffienct funds in Wallet' })
    expect(roleOf('amy@juice-sh.op')).toBe('customer')
  })

  it('POST with a card needs a valid card of the caller', async () => {
    const bearer = await bearerOf('bender@juice-sh.op')
    const [adminCard] = cardIdsOf('admin@juice-sh.op')
    const foreign = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', bearer).send({ paymentMode: 'card', paymentId: adminCard })
    expect(foreign.body).toEqual({ status: 'error', error: 'Invalid Card' })
    const now = sqlNow()
    const expired = shop.ctx.db.prepare('INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId('bender@juice-sh.op'), 'Bender', 4111111111111111, 1, 2020, now, now).lastInsertRowid
    const old = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', bearer).send({ paymentMode: 'card', paymentId: expired })
    expect(old.body).toEqual({ status: 'error', error: 'Invalid Card' })
    const [own] = cardIdsOf('bender@juice-sh.op')
    const paid = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', bearer).send({ paymentMode: 'card', paymentId: own })
    expect(paid.status).toBe(200)
    expect(roleOf('bender@juice-sh.op')).toBe('deluxe')
  })

  it('POST refuses anyone who is not a customer', async () => {
    const response = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', await bearerOf('admin@juice-sh.op'))
      .send({ paymentMode: 'wallet' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ status: 'error', error: 'Something went wrong. Please try again!' })
  })

  it('POST answers 401 for a token the shop does not know', async () => {
    const response = await request(shop.app).post('/rest/deluxe-membership').send({ paymentMode: 'wallet' })
    expect(response.status).toBe(401)
    expect(response.body).toEqual(MAP_401)
  })
})
