/**
 * Steps that many published attacks share, over plain HTTP only (no access to the shop's context), so they work
 * against a test shop's Express app and against a deployment's base URL alike.
 */
import { randomUUID } from 'node:crypto'
import request from 'supertest'
import type { ChallengeKey } from '@pulp/challenges'
import type { Config } from '../config/schema'
import type { AttackTarget } from '../lib/attacks'

/** The markup most XSS challenges look for in what the shop stores or echoes. */
export const IFRAME_XSS = '<iframe src="javascript:alert(`xss`)">'

/** The seeded accounts' passwords, as an attacker learns them (research/challenges.md). */
export const SEEDED_PASSWORDS = {
  'admin@juice-sh.op': 'admin123',
  'jim@juice-sh.op': 'ncc-1701',
  'bender@juice-sh.op': 'OhG0dPlease1nsertLiquor!',
  'amy@juice-sh.op': 'K1f.....................',
  'bjoern@owasp.org': 'kitten lesser pooch karate buffoon indoors',
  'accountant@juice-sh.op': 'i am an awesome accountant',
} as const

export type SeededEmail = keyof typeof SEEDED_PASSWORDS

/** A logged-in user as the attack's client holds it. */
export interface Session {
  email: string
  password: string
  token: string
  /** the Authorization header value */
  bearer: string
  /** the Cookie header value of a browser holding this session */
  cookie: string
  /** the basket id the login answered with */
  bid: number
  /** the user id, read from the token's payload like the web app does */
  id: number
}

/** The payload of a JWT, read without checking its signature. */
export function tokenPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.')
  try {
    return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
  } catch {
    throw new Error(`not a JWT: ${token.slice(0, 40)}`)
  }
}

const sessionOf = (email: string, password: string, token: string, bid: number): Session => {
  const data = tokenPayload(token).data as { id?: unknown } | undefined
  return { email, password, token, bearer: `Bearer ${token}`, cookie: `token=${token}`, bid, id: Number(data?.id) }
}

/** The login form's request, whatever the shop answers. */
export const postLogin = (target: AttackTarget, email: string, password: string) =>
  request(target).post('/rest/user/login').send({ email, password })

/** Logs in through the login form's request; fails loudly (with the shop's answer) when the shop refuses. */
export async function logIn(target: AttackTarget, email: string, password: string): Promise<Session> {
  const response = await postLogin(target, email, password)
  const token = response.body?.authentication?.token
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(`login of ${email} answered ${response.status}: ${response.text.slice(0, 200)}`)
  }
  return sessionOf(email, password, token, Number(response.body.authentication.bid))
}

/** Logs a seeded user in with their known password. */
export const logInSeeded = (target: AttackTarget, email: SeededEmail): Promise<Session> => logIn(target, email, SEEDED_PASSWORDS[email])

/** An address no other run has used, so attacks can run again on the same shop. */
export const freshEmail = (prefix = 'attacker'): string => `${prefix}-${randomUUID().slice(0, 8)}@example.com`

/** Registers a new customer through the API (as the registration form does) and logs them in. */
export async function registerAndLogIn(
  target: AttackTarget,
  { email = freshEmail(), password = 'Attack3r-pass!', extra = {} }: { email?: string; password?: string; extra?: Record<string, unknown> } = {},
): Promise<Session> {
  const registration = await request(target).post('/api/Users/').send({ email, password, passwordRepeat: password, ...extra })
  if (registration.status !== 201) throw new Error(`registration of ${email} answered ${registration.status}: ${registration.text.slice(0, 200)}`)
  return logIn(target, email, password)
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Requests sent with the session's bearer header, as the web app sends them for a logged-in user. */
export function authorised(target: AttackTarget, session: Pick<Session, 'bearer'>) {
  const send = (method: Method) => (path: string) => request(target)[method](path).set('Authorization', session.bearer)
  return { get: send('get'), post: send('post'), put: send('put'), patch: send('patch'), delete: send('delete') }
}

/** The basket id of the session's user, as the web app reads it after login (GET /rest/basket/:bid answers with it). */
export async function basketIdOf(target: AttackTarget, session: Session): Promise<number> {
  const response = await authorised(target, session).get(`/rest/basket/${session.bid}`)
  const id = response.body?.data?.id
  if (response.status !== 200 || typeof id !== 'number') throw new Error(`basket ${session.bid} answered ${response.status}`)
  return id
}

/** Throws with the shop's answer unless the response has the expected status: attacks fail loudly, not silently. */
export function expectStatus<T extends { status: number; text: string }>(response: T, ...expected: number[]): T {
  if (!expected.includes(response.status)) throw new Error(`expected ${expected.join(' or ')}, got ${response.status}: ${response.text.slice(0, 200)}`)
  return response
}

/** The shop's configuration, which the web app reads on start (domain, CSRF origin, ...). */
export async function shopConfig(target: AttackTarget): Promise<Config> {
  const response = expectStatus(await request(target).get('/rest/admin/application-configuration'), 200)
  return response.body.config
}

/** The base URL of a target that is a running shop; attacks that make the server call a URL need one. */
export function baseUrlOf(target: AttackTarget): string {
  if (typeof target !== 'string') throw new Error('this attack makes the shop call itself: it needs the URL of a running shop')
  return target.replace(/\/+$/, '')
}

/**
 * Waits until the score board lists `key` as solved, for holes whose detection happens after the response
 * (a request the server makes in the background). Resolves false when it does not happen within `timeoutMs`.
 */
export async function eventuallySolved(target: AttackTarget, key: ChallengeKey, timeoutMs = 5000): Promise<boolean> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const response = await request(target).get('/api/Challenges/').query({ key })
    if (response.body?.data?.[0]?.solved === true) return true
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
