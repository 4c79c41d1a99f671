import type { ChallengeKey } from '@pulp/challenges'
import { defineDetectors } from '../../training/detectors'
import { userExistsWithEmail } from './users.repo'

const XSS_IFRAME = '<iframe src="javascript:alert(`xss`)">'

/** A seeded user's address as written in the challenge tables: a bare local part lives at the shop's domain. */
export const withShopDomain = (email: string, domain: string): string => (email.includes('@') ? email : `${email}@${domain}`)

/** Logins whose request body alone solves a challenge: the email (a local part gets the shop's domain) and password. */
const CREDENTIAL_CHALLENGES: readonly { email: string; password: string; key: ChallengeKey }[] = [
  { email: 'admin', password: 'admin123', key: 'weakPasswordChallenge' },
  { email: 'amy', password: `K1f${'.'.repeat(21)}`, key: 'loginAmyChallenge' },
  { email: 'mc.safesearch', password: 'Mr. N00dles', key: 'loginRapperChallenge' },
  { email: 'support', password: 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P', key: 'loginSupportChallenge' },
  { email: 'J12934', password: '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB', key: 'dlpPasswordSprayingChallenge' },
  { email: 'bjoern.kimminich@gmail.com', password: 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=', key: 'oauthUserPasswordChallenge' },
  { email: 'testing', password: 'IamUsedForTesting', key: 'exposedCredentialsChallenge' },
]

/** Solve detectors for the accounts feature: they watch logins, registrations, whoami answers and saved login IPs. */
export const usersDetectors = defineDetectors(
  [
    'loginAdminChallenge',
    'loginBenderChallenge',
    'loginJimChallenge',
    'ghostLoginChallenge',
    'ephemeralAccountantChallenge',
    ...CREDENTIAL_CHALLENGES.map(({ key }) => key),
    'registerAdminChallenge',
    'emptyUserRegistration',
    'passwordRepeatChallenge',
    'persistedXssUserChallenge',
    'passwordHashLeakChallenge',
    'emailLeakChallenge',
    'httpHeaderXssChallenge',
  ],
  (ctx) => {
    const domain = ctx.config.application.domain
    const loginChallengeOf = new Map<string, ChallengeKey>([
      [`admin@${domain}`, 'loginAdminChallenge'],
      [`bender@${domain}`, 'loginBenderChallenge'],
      [`jim@${domain}`, 'loginJimChallenge'],
      [`chris.pike@${domain}`, 'ghostLoginChallenge'],
    ])
    const forgedAccountant = `acc0unt4nt@${domain}`

    // pre-login: the credentials as sent, before the query runs
    ctx.bus.on('users:login-attempted', ({ email, password }) => {
      for (const challenge of CREDENTIAL_CHALLENGES) {
        if (email === withShopDomain(challenge.email, domain) && password === challenge.password) ctx.training.solve(challenge.key)
      }
    })

    // post-login: whoever the login query returned, however it was talked into it
    ctx.bus.on('users:logged-in', ({ user }) => {
      const key = loginChallengeOf.get(user.email)
      if (key) ctx.training.solve(key)
      if (user.email === forgedAccountant && user.role === 'accounting' && !userExistsWithEmail(ctx.db, forgedAccountant)) {
        ctx.training.solve('ephemeralAccountantChallenge')
      }
    })

    ctx.bus.on('users:registration-requested', ({ body }) => {
      if (body.email === '' && body.password === '') ctx.training.solve('emptyUserRegistration')
      if (body.passwordRepeat !== body.password) ctx.training.solve('passwordRepeatChallenge')
    })

    ctx.bus.on('users:registered', ({ user }) => {
      // the account really got the role, not just asked for it
      if (user.role === 'admin') ctx.training.solve('registerAdminChallenge')
      if (typeof user.email === 'string' && user.email.includes(XSS_IFRAME)) ctx.training.solve('persistedXssUserChallenge')
    })

    ctx.bus.on('users:whoami-answered', ({ user, jsonp }) => {
      if (jsonp) ctx.training.solve('emailLeakChallenge')
      if (user.password) ctx.training.solve('passwordHashLeakChallenge')
    })

    ctx.bus.on('users:login-ip-saved', ({ lastLoginIp }) => {
      if (lastLoginIp === XSS_IFRAME) ctx.training.solve('httpHeaderXssChallenge')
    })
  },
)
