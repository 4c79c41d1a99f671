import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { tokenPayload } from '../../testing/attack-steps'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { walletAttacks } from './wallet.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const tokenPayloadEmail = (token: string) => String((tokenPayload(token).data as { email: string }).email)
const roleOf = (email: string): string => (shop.ctx.db.prepare('SELECT role FROM Users WHERE email = ?').get(email) as { role: string }).role

describe('freeDeluxeChallenge (Deluxe Fraud)', () => {
  it('is solved by a customer upgrading with an empty payment mode, without paying', async () => {
    const response = await walletAttacks.freeDeluxeChallenge(shop.app)
    expect(response.body.data.confirmation).toBe('Congratulations! You are now a deluxe member!')
    expect(roleOf(tokenPayloadEmail(response.body.data.token))).toBe('deluxe')
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
