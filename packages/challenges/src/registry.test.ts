import { createDecipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_DEFAULTS,
  PREMIUM_CONTENT_CIPHERTEXT,
  renderChallengeText,
  XSS_BONUS_PAYLOAD_PLACEHOLDER,
} from './description-text'
import { challengeById, challengeByKey, challengeIdOf, challenges, ID_ORDER, isChallengeKey } from './registry'

describe('registry lookups', () => {
  it('uses the 1-based position as id', () => {
    expect(challengeIdOf('passwordHashLeakChallenge')).toBe(1)
    expect(challengeIdOf('scoreBoardChallenge')).toBe(75)
    expect(challengeIdOf('systemPromptExtractionChallenge')).toBe(113)
    expect(challengeIdOf('killChatbotChallenge')).toBe(115)
    challenges.forEach((challenge, index) => expect(challengeIdOf(challenge.key)).toBe(index + 1))
  })

  it('gives every challenge defined in the category files exactly one id', () => {
    expect(new Set(ID_ORDER).size).toBe(ID_ORDER.length)
    expect(challenges.map((challenge) => challenge.key)).toEqual(ID_ORDER)
    expect(ID_ORDER).toHaveLength(115)
  })

  it('finds a challenge by key and by id', () => {
    expect(challengeByKey('loginAdminChallenge')).toMatchObject({ id: 45, name: 'Login Admin', category: 'Injection' })
    expect(challengeById(20)).toMatchObject({ key: 'localXssChallenge', name: 'DOM XSS', difficulty: 1 })
  })

  it.each([0, 116, 1.5, -1, Number.NaN])('finds nothing for id %s', (id) => {
    expect(challengeById(id)).toBeUndefined()
  })

  it('recognises registry keys only', () => {
    expect(isChallengeKey('emptyUserRegistration')).toBe(true)
    expect(isChallengeKey('bullyChatbotChallenge')).toBe(true)
    expect(isChallengeKey('loginadminchallenge')).toBe(false)
    expect(isChallengeKey('toString')).toBe(false)
  })
})

describe('renderChallengeText', () => {
  const settings = {
    domain: 'pulp.example',
    csrfOrigin: 'http://attacker.test',
    productTamperingUrl: 'https://chat.example/invite',
    xssBonusPayload: '<iframe src="https://music.example/track">',
  }

  it('puts the configured domain into e-mail addresses', () => {
    const { description } = challengeByKey('ephemeralAccountantChallenge')
    expect(renderChallengeText(description, settings)).toContain('acc0unt4nt@pulp.example')
    expect(renderChallengeText(description, settings)).not.toContain(DESCRIPTION_DEFAULTS.domain)
  })

  it('puts the configured CSRF origin and tampering URL into their descriptions', () => {
    expect(renderChallengeText(challengeByKey('csrfChallenge').description, settings)).toContain(
      '<a href="http://attacker.test">http://attacker.test</a>',
    )
    expect(renderChallengeText(challengeByKey('changeProductChallenge').description, settings)).toContain(
      '<code>https://chat.example/invite</code>',
    )
  })

  it('shows the configured bonus payload as escaped text', () => {
    const { description } = challengeByKey('xssBonusChallenge')
    expect(description).toContain(XSS_BONUS_PAYLOAD_PLACEHOLDER)
    expect(renderChallengeText(description, settings)).toContain(
      '<code>&lt;iframe src=&quot;https://music.example/track&quot;&gt;</code>',
    )
  })

  it('shows XSS payloads as text', () => {
    expect(challengeByKey('localXssChallenge').description).toContain(
      '<code>&lt;iframe src=&quot;javascript:alert(`xss`)&quot;&gt;</code>',
    )
  })
})

describe('premium paywall', () => {
  it('hides a ciphertext that decrypts to the premium path with the published key file', () => {
    const [ivHex, keyHex] = '1337133713371337.EA99A61D92D2955B1E9285B55BF2AD42'.split('.')
    const zeroPadded = (hex: string, length: number) => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(length)]).subarray(0, length)
    const decipher = createDecipheriv('aes-256-cbc', zeroPadded(keyHex, 32), zeroPadded(ivHex, 16))
    const plain = Buffer.concat([decipher.update(PREMIUM_CONTENT_CIPHERTEXT, 'base64'), decipher.final()]).toString('utf8')
    expect(plain).toBe('/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us')
    expect(challengeByKey('premiumPaywallChallenge').description).toContain(`<!--${PREMIUM_CONTENT_CIPHERTEXT}-->`)
  })
})

describe('ChallengeKey', () => {
  it('is a closed set of keys: unknown keys do not type-check', () => {
    // @ts-expect-error 'notAKey' is not a challenge key
    expect(() => challengeIdOf('notAKey')).toThrow()
  })
})
