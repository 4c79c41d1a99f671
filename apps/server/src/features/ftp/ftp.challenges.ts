import type { ChallengeKey } from '@pulp/challenges'
import { defineDetectors } from '../../training/detectors'

/** Served names that only the %00 trick can reach, and the challenge each one solves. */
const NULL_BYTE_FILES = new Map<string, ChallengeKey>([
  ['eastere.gg', 'easterEggLevelOneChallenge'],
  ['package.json.bak', 'forgottenDevBackupChallenge'],
  ['coupons_2013.md.bak', 'forgottenBackupChallenge'],
  ['suspicious_errors.yml', 'misplacedSignatureFileChallenge'],
])

/** Downloads from /ftp: the confidential document, and the files behind the extension check. */
export const ftpDetectors = defineDetectors(
  [
    'directoryListingChallenge',
    'easterEggLevelOneChallenge',
    'forgottenDevBackupChallenge',
    'forgottenBackupChallenge',
    'misplacedSignatureFileChallenge',
    'nullByteChallenge',
  ],
  (ctx) => {
    ctx.bus.on('ftp:served', ({ name }) => {
      if (name === 'acquisitions.md') ctx.training.solve('directoryListingChallenge')
      const challenge = NULL_BYTE_FILES.get(name)
      if (challenge) ctx.training.solve(challenge)
      if (challenge || name === 'encrypt.pyc') ctx.training.solve('nullByteChallenge')
    })
  },
)
