import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { serverRoot } from '../../paths'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

describe('lfrChallenge (Local File Read)', () => {
  it('is solved by choosing ../package.json as the layout of the erasure confirmation', async () => {
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const response = await request(shop.app).post('/dataerasure').set('Cookie', `token=${token}`).type('form')
      .send({ email: 'jim@juice-sh.op', securityAnswer: 'Samuel', layout: '../package.json' })
    expect(response.status).toBe(200)
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
  async function exportAs(email: string, password: string) {
    const { token } = await shop.login(email, password)
    const bearer = `Bearer ${token}`
    const captcha = await request(shop.app).get('/rest/image-captcha/').set('Authorization', bearer).expect(200)
    return request(shop.app).post('/rest/user/data-export').set('Authorization', bearer).send({ answer: captcha.body.answer, format: '1' })
  }

  it('is solved by exporting the data of an account whose masked e-mail collides with admin\'s', async () => {
    await request(shop.app).post('/api/Users').send({ email: 'edmin@juice-sh.op', password: 'edmin123', passwordRepeat: 'edmin123' }).expect(201)
    const response = await exportAs('edmin@juice-sh.op', 'edmin123')
    expect(response.status).toBe(200)
    const data = JSON.parse(response.body.userData)
    expect(data.email).toBe('edmin@juice-sh.op')
    expect(data.orders).toHaveLength(2) // admin's orders
    expect(shop.ctx.training.isSolved('dataExportChallenge')).toBe(true)
  })

  it('is not solved by exporting one\'s own orders', async () => {
    const response = await exportAs('admin@juice-sh.op', 'admin123')
    expect(JSON.parse(response.body.userData).orders).toHaveLength(2)
    expect(shop.ctx.training.isSolved('dataExportChallenge')).toBe(false)
  })
})
