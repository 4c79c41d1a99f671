import type { ChallengeKey } from '@pulp/challenges'
import { defineDetectors } from '../../training/detectors'

const DOM_XSS_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

/** The pixel only that page of the web app loads, and the challenge its visit solves. */
const PAGE_PIXELS = new Map<string, ChallengeKey>([
  ['1px.png', 'scoreBoardChallenge'],
  ['11px.png', 'web3SandboxChallenge'],
  ['19px.png', 'adminSectionChallenge'],
  ['56px.png', 'tokenSaleChallenge'],
  ['81px.png', 'privacyPolicyChallenge'],
])

/** Holes that live in the browser: the server learns of them from page pixels and socket reports. */
export const clientSideDetectors = defineDetectors(
  [...PAGE_PIXELS.values(), 'privacyPolicyProofChallenge', 'localXssChallenge', 'xssBonusChallenge', 'closeNotificationsChallenge'],
  (ctx) => {
    ctx.bus.on('web:page-pixel', ({ file, referer, fetchDest }) => {
      const key = PAGE_PIXELS.get(file)
      // an image embedded in a shown page comes with the page as Referer; opened on its own, it is a document
      if (key) ctx.training.solve(key, { withoutBrowserContext: referer === undefined || fetchDest === 'document' })
    })
    ctx.bus.on('web:privacy-policy-proof-requested', () => ctx.training.solve('privacyPolicyProofChallenge'))
    ctx.bus.on('socket:verify-local-xss', ({ query }) => {
      if (query.includes(DOM_XSS_PAYLOAD)) ctx.training.solve('localXssChallenge')
      if (query.includes(ctx.config.challenges.xssBonusPayload)) ctx.training.solve('xssBonusChallenge')
    })
    ctx.bus.on('socket:verify-close-notifications', ({ closed }) => {
      if (closed.length > 1) ctx.training.solve('closeNotificationsChallenge')
    })
  },
)
