import type { ChallengeKey } from '@pulp/challenges'
import { generateSync } from 'otplib'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, tokenFor, type TestShop } from '../../testing/test-app'
import { unsignedToken as unsigned, usersAttacks } from './users.attacks'
import { forgedToken, WURSTBROT } from './users.tokens.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const solved = (key: ChallengeKey) => shop.ctx.training.isSolved(key)
const listUsers = (token: string) => request(shop.app).get('/api/Users').set('Authorization', `Bearer ${token}`)

describe('jwtUnsignedChallenge', () => {
  it('is solved by an unsigned token for jwtn3d, which the API accepts', async () => {
    const response = await usersAttacks.jwtUnsignedChallenge(shop.app)
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    expect(solved('jwtUnsignedChallenge')).toBe(true)
  })

  it('is not solved by an unsigned token for someone else or a properly signed one for jwtn3d', async () => {
    await listUsers(unsigned('jim@juice-sh.op'))
    await listUsers(tokenFor({ email: 'jwtn3d@juice-sh.op' }))
    expect(solved('jwtUnsignedChallenge')).toBe(false)
  })
})

describe('jwtForgedChallenge', () => {
  it('is solved by a token for rsa_lord signed with HS256 keyed by the public key file', async () => {
    const response = await usersAttacks.jwtForgedChallenge(shop.app)
    expect(response.body.status).toBe('success')
    expect(solved('jwtForgedChallenge')).toBe(true)
  })

  it('is not solved by a forged token for someone else or an unsigned one for rsa_lord', async () => {
    await listUsers(await forgedToken(shop.app, 'jim@juice-sh.op'))
    await listUsers(unsigned('rsa_lord@juice-sh.op'))
    expect(solved('jwtForgedChallenge')).toBe(false)
  })
})

describe('twoFactorAuthUnsafeSecretStorageChallenge', () => {
  it("is solved by stealing wurstbrot's TOTP secret with SQL injection and passing his second factor", async () => {
    const { secret, verify } = await usersAttacks.twoFactorAuthUnsafeSecretStorageChallenge(shop.app)
    expect(secret).toBe('IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH')
    expect(verify.body.authentication.umail).toBe(WURSTBROT)
    expect(solved('twoFactorAuthUnsafeSecretStorageChallenge')).toBe(true)
  })

  it('is not solved by a wrong code, or by another user passing their own second factor', async () => {
    const login = await request(shop.app).post('/rest/user/login').send({ email: `${WURSTBROT}'--`, password: 'x' })
    expect((await request(shop.app).post('/rest/2fa/verify').send({ tmpToken: login.body.data.tmpToken, totpToken: '000000' })).status).toBe(401)

    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const { secret, setupToken } = (await request(shop.app).get('/rest/2fa/status').set('Authorization', `Bearer ${token}`)).body
    await request(shop.app).post('/rest/2fa/setup').set('Authorization', `Bearer ${token}`)
      .send({ password: 'ncc-1701', setupToken, initialToken: generateSync({ secret }) })
    const jim = await request(shop.app).post('/rest/user/login').send({ email: 'jim@juice-sh.op', password: 'ncc-1701' })
    const verified = await request(shop.app).post('/rest/2fa/verify').send({ tmpToken: jim.body.data.tmpToken, totpToken: generateSync({ secret }) })
    expect(verified.status).toBe(200)
    expect(solved('twoFactorAuthUnsafeSecretStorageChallenge')).toBe(false)
  })
})
