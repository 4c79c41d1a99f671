import type { ChallengeKey } from '@pulp/challenges'
import { seededProducts } from '../../db/seed/data'
import { mentionsAny, onShopInformed } from '../../lib/informed'
import { defineDetectors } from '../../training/detectors'

// the clue table lives here, beside its detector, so the repository scanner sees these keys as implemented
/**
 * What the player tells the shop (feedback comment or complaint) to solve an "inform the shop" challenge whose
 * clue sits in a shipped artefact. Any one phrase, in any letter case, is enough.
 */
const INFORM_THE_SHOP_CLUES: ReadonlyArray<{ key: ChallengeKey; phrases: readonly string[] }> = [
  // /3rdpartylicenses.txt lists the impostor next to the real libraries of the web app
  { key: 'typosquattingAngularChallenge', phrases: ['ngy-cookie'] },
  // carousel picture 5.png hides a PNG in its lowest bits (apps/server/data/tools/carousel-stego.mjs)
  { key: 'hiddenImageChallenge', phrases: ['pickle rick'] },
  // /ftp/package.json.bak pins eslint-scope 3.7.2, the version an attacker published in July 2018
  { key: 'supplyChainAttackChallenge', phrases: ['eslint-scope/issues/39', 'npm:eslint-scope:20180712'] },
  // the social-media poster's configuration was shipped with the web app (see index.html)
  { key: 'leakedApiKeyChallenge', phrases: ['6PPi37DBxP4lDwlriuaxP15HaDJpsUXY5TspVmie'] },
]

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
