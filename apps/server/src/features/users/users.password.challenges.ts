import type { ChallengeKey } from '@pulp/challenges'
import { md5 } from '../../lib/crypto'
import { defineDetectors } from '../../training/detectors'
import { withShopDomain } from './users.challenges'

/** Password resets that solve a challenge: whose password (a local part gets the shop's domain), with which answer. */
const RESET_CHALLENGES: readonly { email: string; answer: string; key: ChallengeKey }[] = [
  { email: 'jim', answer: 'Samuel', key: 'resetPasswordJimChallenge' },
  { email: 'bender', answer: "Stop'n'Drop", key: 'resetPasswordBenderChallenge' },
  { email: 'bjoern', answer: 'West-2082', key: 'resetPasswordBjoernChallenge' },
  { email: 'bjoern@owasp.org', answer: 'Zaya', key: 'resetPasswordBjoernOwaspChallenge' },
  { email: 'morty', answer: '5N0wb41L', key: 'resetPasswordMortyChallenge' },
  { email: 'uvogin', answer: 'Silence of the Lambs', key: 'resetPasswordUvoginChallenge' },
  { email: 'john', answer: 'Daniel Boone National Forest', key: 'geoStalkingMetaChallenge' },
  { email: 'emma', answer: 'ITsec', key: 'geoStalkingVisualChallenge' },
]

const BENDER_ID = 3
const BENDERS_NEW_PASSWORD_HASH = md5('slurmCl4ssic')

/** Solve detectors for changed and reset passwords. */
export const passwordDetectors = defineDetectors(
  ['changePasswordBenderChallenge', ...RESET_CHALLENGES.map(({ key }) => key)],
  (ctx) => {
    ctx.bus.on('users:password-changed', ({ user, currentGiven }) => {
      if (user.id === BENDER_ID && !currentGiven && user.password === BENDERS_NEW_PASSWORD_HASH) {
        ctx.training.solve('changePasswordBenderChallenge')
      }
    })

    ctx.bus.on('users:password-reset', ({ email, answer }) => {
      for (const challenge of RESET_CHALLENGES) {
        if (email === withShopDomain(challenge.email, ctx.config.application.domain) && answer === challenge.answer) ctx.training.solve(challenge.key)
      }
    })
  },
)
