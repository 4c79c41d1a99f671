import { defineDetectors } from '../../training/detectors'

/** Solve detectors for tokens: forged JWTs the weak verifier lets in, and a second factor passed with a stolen secret. */
export const tokenDetectors = defineDetectors(
  ['jwtUnsignedChallenge', 'jwtForgedChallenge', 'twoFactorAuthUnsafeSecretStorageChallenge'],
  (ctx) => {
    ctx.bus.on('auth:bearer-accepted', ({ alg, payload }) => {
      const email = typeof payload.data?.email === 'string' ? payload.data.email : ''
      if (alg === 'none' && /jwtn3d@/.test(email)) ctx.training.solve('jwtUnsignedChallenge')
      if (alg === 'HS256' && /rsa_lord@/.test(email)) ctx.training.solve('jwtForgedChallenge')
    })

    ctx.bus.on('users:second-factor-passed', ({ user }) => {
      if (user.email === `wurstbrot@${ctx.config.application.domain}`) ctx.training.solve('twoFactorAuthUnsafeSecretStorageChallenge')
    })
  },
)
