import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus, freshEmail, IFRAME_XSS, postLogin, registerAndLogIn } from '../../testing/attack-steps'
import request from 'supertest'

const reversed = (text: string) => [...text].reverse().join('')

/** Accounts whose password an attacker finds somewhere (research/challenges.md says where), by challenge. */
export const FOUND_PASSWORDS = {
  // the first guess of every password list
  weakPasswordChallenge: { email: 'admin@juice-sh.op', password: 'admin123' },
  // her favourite movie character, padded to length as the password-strength site recommends
  loginAmyChallenge: { email: 'amy@juice-sh.op', password: `K1f${'.'.repeat(21)}` },
  // the punch line of his song, with a leetspeak zero pair
  loginRapperChallenge: { email: 'mc.safesearch@juice-sh.op', password: 'Mr. N00dles' },
  // in the KeePass file of the support team, unlocked with the password hidden in the logo
  loginSupportChallenge: { email: 'support@juice-sh.op', password: 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P' },
  // leaked in a paste of a shipping log, sprayed against every account
  dlpPasswordSprayingChallenge: { email: 'J12934@juice-sh.op', password: '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB' },
  // what the web app's OAuth login sets: the base64 of the reversed email
  oauthUserPasswordChallenge: {
    email: 'bjoern.kimminich@gmail.com',
    password: Buffer.from(reversed('bjoern.kimminich@gmail.com')).toString('base64'),
  },
  // left in the web app's bundle by an end-to-end test
  exposedCredentialsChallenge: { email: 'testing@juice-sh.op', password: 'IamUsedForTesting' },
} as const

/** A UNION that makes the login query return an accountant who was never stored. */
export const FORGED_ACCOUNTANT =
  "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', " +
  "'accounting' as 'role', '123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp', '/assets/public/images/uploads/default.svg' as " +
  "'profileImage', '' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', " +
  "'1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--"

const logInWithFoundPassword = (key: keyof typeof FOUND_PASSWORDS) => async (target: AttackTarget) =>
  expectStatus(await postLogin(target, FOUND_PASSWORDS[key].email, FOUND_PASSWORDS[key].password), 200)

const logInByInjection = (email: string) => async (target: AttackTarget) => expectStatus(await postLogin(target, email, 'x'), 200)

export const usersLoginAttacks = {
  weakPasswordChallenge: logInWithFoundPassword('weakPasswordChallenge'),
  loginAmyChallenge: logInWithFoundPassword('loginAmyChallenge'),
  loginRapperChallenge: logInWithFoundPassword('loginRapperChallenge'),
  loginSupportChallenge: logInWithFoundPassword('loginSupportChallenge'),
  dlpPasswordSprayingChallenge: logInWithFoundPassword('dlpPasswordSprayingChallenge'),
  oauthUserPasswordChallenge: logInWithFoundPassword('oauthUserPasswordChallenge'),
  exposedCredentialsChallenge: logInWithFoundPassword('exposedCredentialsChallenge'),
  // the soft-deleted user is still found by the injected query, which ignores deletedAt
  ghostLoginChallenge: logInByInjection("chris.pike@juice-sh.op'--"),
  ephemeralAccountantChallenge: logInByInjection(FORGED_ACCOUNTANT),
  // the API only compares the repetition when the form sends all three fields... and then not really
  passwordRepeatChallenge: async (target) =>
    expectStatus(await request(target).post('/api/Users/').send({ email: freshEmail('sneaky'), password: 'hunter2', passwordRepeat: 'hunter3' }), 201),
  // the login IP is taken from a header the client chooses and shown unescaped
  httpHeaderXssChallenge: async (target) => {
    const session = await registerAndLogIn(target)
    return expectStatus(await request(target).get('/rest/saveLoginIp').set('Authorization', session.bearer).set('True-Client-IP', IFRAME_XSS), 200)
  },
} satisfies Attacks
