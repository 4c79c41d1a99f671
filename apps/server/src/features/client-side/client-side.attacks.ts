import type { ChallengeKey } from '@pulp/challenges'
import type { ClientToServerEvents, ServerToClientEvents } from '@pulp/shared'
import { io as connect, type Socket } from 'socket.io-client'
import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'

const DOM_XSS = '<iframe src="javascript:alert(`xss`)">'
/** The bonus payload of the default config: the shop's jingle in an iframe. */
const XSS_BONUS =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>'
const PRIVACY_POLICY_PROOF = '/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility'

type BrowserSocket = Socket<ServerToClientEvents, ClientToServerEvents>
type BrowserReport = { [Event in keyof ClientToServerEvents]: [Event, ...Parameters<ClientToServerEvents[Event]>] }[keyof ClientToServerEvents]

/**
 * Sends what the web app reports over socket.io after a client-side exploit, and waits for the shop to announce
 * `key` solved (or gives up after `patienceMs`). Needs a running shop: socket.io does not run on a bare app.
 */
export async function reportFromBrowser(target: AttackTarget, key: ChallengeKey, report: BrowserReport, patienceMs = 3000): Promise<boolean> {
  if (typeof target !== 'string') throw new Error('a browser report needs the URL of a running shop')
  const socket: BrowserSocket = connect(target, { transports: ['websocket'], forceNew: true, reconnection: false })
  try {
    return await new Promise<boolean>((resolve, reject) => {
      const giveUp = setTimeout(() => resolve(false), patienceMs)
      socket.on('challenge solved', (notification) => {
        if (notification.key !== key) return
        clearTimeout(giveUp)
        resolve(true)
      })
      socket.on('connect_error', (error) => {
        clearTimeout(giveUp)
        reject(error)
      })
      socket.on('connect', () => (socket.emit as (...args: unknown[]) => void)(...report))
    })
  } finally {
    socket.close()
  }
}

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
