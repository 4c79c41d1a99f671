import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { customer, type Customer } from '../../testing/shoppers'

const MAP_401 = { status: 'error', message: "Cannot read properties of undefined (reading 'data')" }
const MALICIOUS = { status: 'error', data: 'Malicious activity detected.' }
const address = { fullName: 'Jim Kirk', mobileNum: 5551234567, zipCode: 'NCC-1701', streetAddress: 'Deck 5, Quarters 3', city: 'San Francisco', state: 'CA', country: 'United Federation of Planets' }

let shop: TestShop
let jim: Customer
beforeEach(async () => {
  shop = createTestShop()
  jim = await customer(shop, 'jim@juice-sh.op')
})

const addressIdsOf = (userId: number): number[] =>
  (shop.ctx.db.prepare('SELECT id FROM Addresses WHERE UserId = ? ORDER BY id').all(userId) as { id: number }[]).map((row) => row.id)
const adminAddress = () => addressIdsOf(1)[0]

describe('/api/Addresss', () => {
  it('lists and reads only the caller\'s addresses', async () => {
    const list = await request(shop.app).get('/api/Addresss').set('Authorization', jim.bearer)
    expect(list.status).toBe(200)
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual(addressIdsOf(jim.id))
    const [own] = addressIdsOf(jim.id)
    const read = await request(shop.app).get(`/api/Addresss/${own}`).set('Authorization', jim.bearer)
    expect(read.body.data).toMatchObject({ id: own, UserId: jim.id })
  })

  it('stores a new address for the caller, whatever UserId the body names', async () => {
    const created = await request(shop.app).post('/api/Addresss').set('Authorization', jim.bearer).send({ ...address, UserId: 1 })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ ...address, UserId: jim.id })
    expect(addressIdsOf(jim.id)).toContain(created.body.data.id)
  })

  it('accepts the mobile number as digits in text, as an HTML form sends it', async () => {
    const created = await request(shop.app).post('/api/Addresss').set('Authorization', jim.bearer).send({ ...address, mobileNum: '5551234567' })
    expect(created.status).toBe(201)
    expect(created.body.data.mobileNum).toBe(5551234567)
  })

  it.each([
    [{ mobileNum: 999_999 }, 'mobileNum', 'mobileNum must be at least 1000000'],
    [{ mobileNum: 10_000_000_000 }, 'mobileNum', 'mobileNum must be at most 9999999999'],
    [{ mobileNum: 'call me' }, 'mobileNum', 'mobileNum must be a number'],
    [{ zipCode: '123456789' }, 'zipCode', 'zipCode must be at most 8 characters'],
    [{ zipCode: '' }, 'zipCode', 'zipCode is required'],
    [{ streetAddress: 'x'.repeat(161) }, 'streetAddress', 'streetAddress must be at most 160 characters'],
    [{ fullName: undefined }, 'fullName', 'fullName is required'],
    [{ city: { $ne: 1 } }, 'city', 'string violation: city cannot be an array or an object'],
    [{ country: '' }, 'country', 'country is required'],
  ])('refuses %o with 400 naming %s', async (change, field, message) => {
    const response = await request(shop.app).post('/api/Addresss').set('Authorization', jim.bearer).send({ ...address, ...change })
    expect(response.status).toBe(400)
    expect(response.body.errors).toContainEqual({ field, message })
  })

  it('updates the caller\'s own address', async () => {
    const [own] = addressIdsOf(jim.id)
    const response = await request(shop.app).put(`/api/Addresss/${own}`).set('Authorization', jim.bearer).send({ city: 'Riverside' })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: own, city: 'Riverside', UserId: jim.id })
    const invalid = await request(shop.app).put(`/api/Addresss/${own}`).set('Authorization', jim.bearer).send({ zipCode: '123456789' })
    expect(invalid.status).toBe(400)
  })

  it('deletes the caller\'s own address', async () => {
    const [own] = addressIdsOf(jim.id)
    const response = await request(shop.app).delete(`/api/Addresss/${own}`).set('Authorization', jim.bearer)
    expect(response.body).toEqual({ status: 'success', data: 'Address deleted successfully.' })
    expect(addressIdsOf(jim.id)).not.toContain(own)
  })

  it('refuses to read, change or delete another customer\'s address with 400', async () => {
    for (const call of [
      request(shop.app).get(`/api/Addresss/${adminAddress()}`),
      request(shop.app).put(`/api/Addresss/${adminAddress()}`).send({ city: 'Nowhere' }),
      request(shop.app).delete(`/api/Addresss/${adminAddress()}`),
    ]) {
      const response = await call.set('Authorization', jim.bearer)
      expect(response.status).toBe(400)
      expect(response.body).toEqual(MALICIOUS)
    }
    expect(addressIdsOf(1)).toContain(adminAddress())
  })

  it('refuses anyone without a known token (MAP)', async () => {
    for (const call of [request(shop.app).get('/api/Addresss'), request(shop.app).post('/api/Addresss').send(address),
      request(shop.app).put(`/api/Addresss/${adminAddress()}`).send({ city: 'x' }), request(shop.app).delete(`/api/Addresss/${adminAddress()}`)]) {
      const response = await call
      expect(response.status).toBe(401)
      expect(response.body).toEqual(MAP_401)
    }
  })
})
