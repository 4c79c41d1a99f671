import type { ChallengeKey } from '@pulp/challenges'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { md5 } from '../../lib/crypto'
import { SEEDED_PASSWORDS } from '../../testing/attack-steps'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { BENDERS_NEW_PASSWORD, bruteForceMorty, MORTY, MORTY_WORD_LIST, NEW_PASSWORD, RESEARCHED_ANSWERS, usersPasswordAttacks } from './users.password.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const solved = (key: ChallengeKey) => shop.ctx.training.isSolved(key)
const reset = (email: string, answer: string, newPassword = 'pwned-it') =>
  request(shop.app).post('/rest/user/reset-password').send({ email, answer, new: newPassword, repeat: newPassword })

describe('changePasswordBenderChallenge', () => {
  const changePassword = (token: string, query: Record<string, string>) =>
    request(shop.app).get('/rest/user/change-password').query(query).set('Authorization', `Bearer ${token}`)

  it("is solved by logging in as Bender with SQL injection and changing his password without the current one", async () => {
    const response = await usersPasswordAttacks.changePasswordBenderChallenge(shop.app)
    expect(response.body.user).toMatchObject({ id: 3, email: 'bender@juice-sh.op', password: md5(BENDERS_NEW_PASSWORD) })
    expect(solved('changePasswordBenderChallenge')).toBe(true)
    // and the attack gave Bender his own password back, so he (and later attacks) can still log in
    await shop.login('bender@juice-sh.op', SEEDED_PASSWORDS['bender@juice-sh.op'])
  })

  it('is not solved by a change that names the current password, or by another user or password', async () => {
    const bender = await shop.login('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    await changePassword(bender.token, { current: 'OhG0dPlease1nsertLiquor!', new: 'slurmCl4ssic', repeat: 'slurmCl4ssic' })
    await changePassword(bender.token, { new: 'slurmClassic', repeat: 'slurmClassic' })
    const jim = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await changePassword(jim.token, { new: 'slurmCl4ssic', repeat: 'slurmCl4ssic' })
    expect(solved('changePasswordBenderChallenge')).toBe(false)
  })
})

// the keys are spelled out so that the repository scanner sees each challenge's exploit test
describe.each([
  'resetPasswordJimChallenge',
  'resetPasswordBenderChallenge',
  'resetPasswordBjoernChallenge',
  'resetPasswordBjoernOwaspChallenge',
  'resetPasswordUvoginChallenge',
  'geoStalkingMetaChallenge',
  'geoStalkingVisualChallenge',
] as const satisfies readonly (keyof typeof RESEARCHED_ANSWERS)[])('%s', (key) => {
  const { email, answer } = RESEARCHED_ANSWERS[key]
  const newPassword = email in SEEDED_PASSWORDS ? SEEDED_PASSWORDS[email as keyof typeof SEEDED_PASSWORDS] : NEW_PASSWORD

  it(`is solved by resetting the password of ${email} with the researched answer`, async () => {
    const question = await request(shop.app).get('/rest/user/security-question').query({ email })
    expect(question.body.question.question).toEqual(expect.any(String))
    const response = await usersPasswordAttacks[key](shop.app)
    expect(response.body.user).toMatchObject({ email, password: md5(newPassword) })
    expect(solved(key)).toBe(true)
    expect((await request(shop.app).post('/rest/user/login').send({ email, password: newPassword })).status).toBe(200)
  })

  it('is not solved by a wrong answer or by resetting another user', async () => {
    expect((await reset(email, `${answer}?`)).status).toBe(401)
    expect((await reset('basil@juice-sh.op', 'English Riviera')).status).toBe(200)
    expect(solved(key)).toBe(false)
  })
})

describe('resetPasswordMortyChallenge', () => {
  it('is solved by brute-forcing leetspeak pet names from a new X-Forwarded-For address each time', async () => {
    expect(MORTY_WORD_LIST).toContain('5N0wb41L')
    const { response, attempts } = await bruteForceMorty(shop.app)
    expect(attempts).toBeGreaterThan(100)
    expect(response.body.user).toMatchObject({ email: MORTY, password: md5(NEW_PASSWORD) })
    expect(solved('resetPasswordMortyChallenge')).toBe(true)
  })

  it('is not solved without rotating the address: the 101st attempt is refused with 429, even with the right answer', async () => {
    for (let attempt = 1; attempt <= 100; attempt++) {
      const wrong = await request(shop.app).post('/rest/user/reset-password').set('X-Forwarded-For', '10.0.0.1')
        .send({ email: MORTY, answer: `Snowball${attempt}`, new: 'sc13nc3!', repeat: 'sc13nc3!' })
      expect(wrong.status).toBe(401)
    }
    const limited = await request(shop.app).post('/rest/user/reset-password').set('X-Forwarded-For', '10.0.0.1')
      .send({ email: MORTY, answer: '5N0wb41L', new: 'sc13nc3!', repeat: 'sc13nc3!' })
    expect(limited.status).toBe(429)
    expect(solved('resetPasswordMortyChallenge')).toBe(false)
  })
})
