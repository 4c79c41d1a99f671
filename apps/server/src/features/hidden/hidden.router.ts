import { Router } from 'express'
import type { AppContext } from '../../context'
import { pageChrome, renderView } from '../../lib/views'

export const NESTED_EASTER_EGG_PATH = '/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg'
export const PREMIUM_PATH = '/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us'

/**
 * Places nobody is meant to find: the page inside the easter egg, the premium lounge, and the assets that
 * give something away (the blueprint next to the product photos, an unreleased translation).
 */
export function hiddenStaticRouter(ctx: AppContext): Router {
  const router = Router()
  router.use(['/assets/public/images/products', '/assets/i18n'], (req, _res, next) => {
    ctx.bus.emit('hidden:asset-requested', { path: req.originalUrl.split('?')[0] ?? '' })
    next()
  })
  router.get(NESTED_EASTER_EGG_PATH, (_req, res) => {
    ctx.bus.emit('hidden:page-visited', { page: 'easter-egg' })
    res.send(renderView('easter-egg.html', { ...pageChrome(ctx.config), planetName: ctx.config.application.easterEggPlanet.name }))
  })
  // vuln-code-snippet start premiumPaywallChallenge
  router.get(PREMIUM_PATH, (_req, res) => { // vuln-code-snippet vuln-line premiumPaywallChallenge
    ctx.bus.emit('hidden:page-visited', { page: 'premium' })
    res.send(renderView('premium.html', pageChrome(ctx.config)))
  })
  // vuln-code-snippet end premiumPaywallChallenge
  return router
}
