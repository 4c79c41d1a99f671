import { defineDetectors } from '../../training/detectors'
import { watchShopReports } from '../../training/shop-reports'

/**
 * What customers can tell the shop through feedback or a complaint:
 * Weird Crypto: an encoding or hash the shop misuses. Legacy Typosquatting: the impostor package of the old
 * package.json.bak. Vulnerable Library: a vulnerable dependency with its version. Leaked Unsafe Product: both
 * dangerous ingredients of the withdrawn Rippertuer Special Juice.
 */
export const informTheShopDetectors = defineDetectors(
  ['weirdCryptoChallenge', 'typosquattingNpmChallenge', 'knownVulnerableComponentChallenge', 'dlpPastebinDataLeakChallenge'],
  (ctx) =>
    watchShopReports(ctx, [
      { key: 'weirdCryptoChallenge', findings: [['z85'], ['base85'], ['hashids'], ['md5'], ['base64']] },
      { key: 'typosquattingNpmChallenge', findings: [['epilogue-js']] },
      { key: 'knownVulnerableComponentChallenge', findings: [['sanitize-html', '1.4.2'], ['express-jwt', '0.1.3']] },
      { key: 'dlpPastebinDataLeakChallenge', findings: [['hueteroneel', 'eurogium edule']] },
    ]),
)
