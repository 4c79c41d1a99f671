import type { ChallengeKey } from '@pulp/challenges'
import { defineDetectors } from '../../training/detectors'

const XSS_IFRAME = '<iframe src="javascript:alert(`xss`)">'

/** Solve detectors for the accounts feature: they watch logins, registrations and whoami answers. */
export const usersDetectors = defineDetectors(
  [
    'loginAdminChallenge',
    'loginBenderChallenge',
    'loginJimChallenge',
    'registerAdminChallenge',
    'emptyUserRegistration',
    'persistedXssUserChallenge',
    'passwordHashLeakChallenge',
    'emailLeakChallenge',
  ],
  (ctx) => {
    const domain = ctx.config.application.domain
    const loginChallengeOf = new Map<string, ChallengeKey>([
      [`admin@${domain}`, 'loginAdminChallenge'],
      [`bender@${domain}`, 'loginBenderChallenge'],
      [`jim@${domain}`, 'loginJimChallenge'],
    ])

    // post-login: whoever the login query returned, however it was talked into it
    ctx.bus.on('users:logged-in', ({ user }) => {
      const key = loginChallengeOf.get(user.email)
      if (key) ctx.training.solve(key)
    })

    ctx.bus.on('users:registration-requested', ({ body }) => {
      if (body.role === 'admin') ctx.training.solve('registerAdminChallenge')
      if (body.email === '' && body.password === '') ctx.training.solve('emptyUserRegistration')
    })

    ctx.bus.on('users:registered', ({ user }) => {
      if (typeof user.email === 'string' && user.email.includes(XSS_IFRAME)) ctx.training.solve('persistedXssUserChallenge')
    })

    ctx.bus.on('users:whoami-answered', ({ user, jsonp }) => {
      if (jsonp) ctx.training.solve('emailLeakChallenge')
      if (user.password) ctx.training.solve('passwordHashLeakChallenge')
    })
  },
)
