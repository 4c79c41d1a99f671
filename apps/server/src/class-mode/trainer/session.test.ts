import { describe, expect, it } from 'vitest'
import { createLoginLimiter, createTrainerSessions, passcodeMatches } from './session'

describe('trainer sessions and sign-in limits', () => {
  it('compares passcodes of any length, and never lets an empty one in', () => {
    expect(passcodeMatches('secret', 'secret')).toBe(true)
    expect(passcodeMatches('secret', 'secret!')).toBe(false)
    expect(passcodeMatches('secret', '')).toBe(false)
    expect(passcodeMatches('', '')).toBe(false)
  })

  it('a session cookie is valid until it expires, and a changed one never is', () => {
    let now = 1_000
    const sessions = createTrainerSessions(60_000, () => now)
    const cookie = sessions.issue()
    expect(sessions.isValid(cookie)).toBe(true)
    const [expiry, nonce, signature] = cookie.split('.')
    expect(sessions.isValid(`${Number(expiry) + 1}.${nonce}.${signature}`)).toBe(false)
    expect(sessions.isValid(undefined)).toBe(false)
    now += 60_001
    expect(sessions.isValid(cookie)).toBe(false)
  })

  it('forgets the oldest failing address first when very many fail at once', () => {
    const limiter = createLoginLimiter(1, 60_000, () => 0)
    limiter.fail('first')
    expect(limiter.retryAfterSeconds('first')).toBe(60)
    for (let index = 0; index < 10_000; index += 1) limiter.fail(`address ${index}`)
    expect(limiter.retryAfterSeconds('first')).toBe(0)
    expect(limiter.retryAfterSeconds('address 9999')).toBe(60)
  })
})
