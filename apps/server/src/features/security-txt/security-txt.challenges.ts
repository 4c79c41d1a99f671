import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineDetectors } from '../../training/detectors'
import { mentionsAny, onShopInformed } from '../../lib/informed'
import { WELL_KNOWN_FOLDER } from './security-txt.router'

/** The advisory that marks the shop as affected; its published checksum is what the player reports. */
export const AFFECTED_ADVISORY = join(WELL_KNOWN_FOLDER, 'csaf', '2017', 'pulp-sa-2017-0001.json')

/**
 * Security Policy: security.txt was read. Security Advisory: the checksum of the advisory that marks the shop as
 * affected was reported, either ours or the one configured for compatibility (challenges.csafHashValue).
 */
export const securityTxtDetectors = defineDetectors(['securityPolicyChallenge', 'csafChallenge'], (ctx) => {
  ctx.bus.on('security-txt:served', () => ctx.training.solve('securityPolicyChallenge'))
  const checksums = [ctx.config.challenges.csafHashValue, createHash('sha512').update(readFileSync(AFFECTED_ADVISORY)).digest('hex')]
  onShopInformed(ctx, (text) => {
    if (mentionsAny(text, checksums)) ctx.training.solve('csafChallenge')
  })
})
