import type { ChallengeKey } from '@pulp/challenges'

/**
 * What the player tells the shop (feedback comment or complaint) to solve an "inform the shop" challenge whose
 * clue sits in a shipped artefact. Any one phrase, in any letter case, is enough.
 */
export const INFORM_THE_SHOP_CLUES: ReadonlyArray<{ key: ChallengeKey; phrases: readonly string[] }> = [
  // /3rdpartylicenses.txt lists the impostor next to the real libraries of the web app
  { key: 'typosquattingAngularChallenge', phrases: ['ngy-cookie'] },
  // carousel picture 5.png hides a PNG in its lowest bits (apps/server/data/tools/carousel-stego.mjs)
  { key: 'hiddenImageChallenge', phrases: ['pickle rick'] },
  // /ftp/package.json.bak pins eslint-scope 3.7.2, the version an attacker published in July 2018
  { key: 'supplyChainAttackChallenge', phrases: ['eslint-scope/issues/39', 'npm:eslint-scope:20180712'] },
  // the social-media poster's configuration was shipped with the web app (see index.html)
  { key: 'leakedApiKeyChallenge', phrases: ['6PPi37DBxP4lDwlriuaxP15HaDJpsUXY5TspVmie'] },
]
