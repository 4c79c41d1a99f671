import { seededProducts } from '../../db/seed/data'
import { mentionsAny, onShopInformed } from '../../lib/informed'
import { defineDetectors } from '../../training/detectors'
import { INFORM_THE_SHOP_CLUES } from './hidden.clues'

const KLINGON_TRANSLATION = '/assets/i18n/tlh_AA.json'

/** Hidden pages and assets, and the clues of shipped artefacts that the player reports to the shop. */
export const hiddenDetectors = defineDetectors(
  [
    'easterEggLevelTwoChallenge',
    'premiumPaywallChallenge',
    'retrieveBlueprintChallenge',
    'extraLanguageChallenge',
    ...INFORM_THE_SHOP_CLUES.map(({ key }) => key),
  ],
  (ctx) => {
    const blueprints = seededProducts().flatMap((product) => product.fileForRetrieveBlueprintChallenge ?? [])
    ctx.bus.on('hidden:page-visited', ({ page }) => {
      ctx.training.solve(page === 'premium' ? 'premiumPaywallChallenge' : 'easterEggLevelTwoChallenge')
    })
    ctx.bus.on('hidden:asset-requested', ({ path }) => {
      if (path.startsWith('/assets/public/images/products/') && blueprints.some((file) => path.endsWith(file))) {
        ctx.training.solve('retrieveBlueprintChallenge')
      }
      if (path === KLINGON_TRANSLATION) ctx.training.solve('extraLanguageChallenge')
    })
    onShopInformed(ctx, (text) => {
      for (const { key, phrases } of INFORM_THE_SHOP_CLUES) if (mentionsAny(text, phrases)) ctx.training.solve(key)
    })
  },
)
