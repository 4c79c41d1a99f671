import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const roleOf = (email: string): string => (shop.ctx.db.prepare('SELECT role FROM Users WHERE email = ?').get(email) as { role: string }).role

describe('freeDeluxeChallenge (Deluxe Fraud)', () => {
  it('is solved by a customer upgrading with an empty payment mode, without paying', async () => {
    const { token } = await shop.login('amy@juice-sh.op', 'K1f.....................')
    const response = await request(shop.app).post('/rest/deluxe-membership').set('Authorization', `Bearer ${token}`)
      .send({ paymentMode: '' })
    expect(response.status).toBe(200)
    expect(response.body.data.confirmation).toBe('Congratulations! You are now a deluxe member!')
    expect(roleOf('amy@juice-sh.op')).toBe('deluxe')
    expect(shop.ctx.training.isSolved('freeDeluxeChallenge')).toBe(true)
  })

  it('is not solved by paying from the wallet', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).post('/rest/deluxe-membership').set('Authorization', `Bearer ${token}`).send({ paymentMode: 'wallet' }).expect(200)
    expect(shop.ctx.training.isSolved('freeDeluxeChallenge')).toBe(false)
  })

  it('is not solved by a refused upgrade', async () => {
    const { token } = await shop.login('admin@juice-sh.op', 'admin123')
    await request(shop.app).post('/rest/deluxe-membership').set('Authorization', `Bearer ${token}`).send({ paymentMode: '' }).expect(400)
    expect(shop.ctx.training.isSolved('freeDeluxeChallenge')).toBe(false)
  })
})
