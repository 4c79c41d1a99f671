import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { serverRoot } from '../../paths'
import { logInSeeded } from '../../testing/attack-steps'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { ADMIN_LOOKALIKE, exportData, privacyAttacks } from './privacy.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

describe('lfrChallenge (Local File Read)', () => {
  it('is solved by choosing ../package.json as the layout of the erasure confirmation', async () => {
    const response = await privacyAttacks.lfrChallenge(shop.app)
    const packageJson = readFileSync(join(serverRoot, 'package.json'), 'utf8')
    expect(response.text).toBe(`${packageJson.slice(0, 100)}......`)
    expect(shop.ctx.training.isSolved('lfrChallenge')).toBe(true)
  })

  it('is not solved by an ordinary erasure request', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).post('/dataerasure').set('Cookie', `token=${token}`).type('form')
      .send({ email: 'jim@juice-sh.op', securityAnswer: 'Samuel' }).expect(200)
    expect(shop.ctx.training.isSolved('lfrChallenge')).toBe(false)
  })

  it('is not solved by a layout the deny-list stops', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).post('/dataerasure').set('Cookie', `token=${token}`).type('form')
      .send({ layout: '../encryptionkeys/jwt.pub' }).expect(500)
    expect(shop.ctx.training.isSolved('lfrChallenge')).toBe(false)
  })
})

describe('dataExportChallenge (GDPR Data Theft)', () => {
  it('is solved by exporting the data of an account whose masked e-mail collides with admin\'s', async () => {
    const response = await privacyAttacks.dataExportChallenge(shop.app)
    const data = JSON.parse(response.body.userData)
    expect(data.email).toBe(ADMIN_LOOKALIKE.email)
    expect(data.orders).toHaveLength(2) // admin's orders
    expect(shop.ctx.training.isSolved('dataExportChallenge')).toBe(true)
  })

  it('can be run again on the same shop: the lookalike, registered the first time, logs in the second', async () => {
    await privacyAttacks.dataExportChallenge(shop.app)
    const again = await privacyAttacks.dataExportChallenge(shop.app)
    expect(JSON.parse(again.body.userData).orders).toHaveLength(2)
  })

  it('is not solved by exporting one\'s own orders', async () => {
    const response = await exportData(shop.app, await logInSeeded(shop.app, 'admin@juice-sh.op'))
    expect(JSON.parse(response.body.userData).orders).toHaveLength(2)
    expect(shop.ctx.training.isSolved('dataExportChallenge')).toBe(false)
  })
})
