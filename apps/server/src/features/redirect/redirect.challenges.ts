import { defineDetectors } from '../../training/detectors'
import { bypassesAllowlist, isRedirectAllowed, RETIRED_CRYPTO_DONATION_URLS } from './redirect.allowlist'

/** `../` at least three times up from the image folder, then the redirect to a cat picture. */
const CAT_DECAL = /^(\.\.\/){3,}redirect\?to=(.+)$/

/** The cat picture the shop serves itself, so that the attack also shows a cat without internet. */
export const SHOP_CAT_PICTURE = '/assets/public/images/cat.svg'

/** A cat picture: the published one on cataas.com, or the shop's own. */
function isCatPicture(target: string): boolean {
  if (/^https?:\/\/cataas\.com\/cat/.test(target)) return true
  return URL.canParse(target) && new URL(target).pathname === SHOP_CAT_PICTURE
}

/** Redirects: an allowlist bypass, a retired donation link, and the deluxe page's test decal turned into a cat. */
export const redirectDetectors = defineDetectors(
  ['redirectChallenge', 'redirectCryptoCurrencyChallenge', 'svgInjectionChallenge'],
  (ctx) => {
    ctx.bus.on('redirect:followed', ({ target }) => {
      if (bypassesAllowlist(target)) ctx.training.solve('redirectChallenge')
      if ((RETIRED_CRYPTO_DONATION_URLS as readonly string[]).includes(target)) ctx.training.solve('redirectCryptoCurrencyChallenge')
    })
    ctx.bus.on('socket:verify-svg-injection', ({ value }) => {
      if (typeof value !== 'string') return
      const target = CAT_DECAL.exec(value)?.[2]
      if (target !== undefined && isRedirectAllowed(target) && isCatPicture(target)) ctx.training.solve('svgInjectionChallenge')
    })
  },
)
