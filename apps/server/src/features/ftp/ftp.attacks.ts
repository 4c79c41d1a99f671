import request from 'supertest'
import type { Attacks } from '../../lib/attacks'

/** The null byte (`%2500`) ends the file name before the `.md` that the extension filter checks. */
const poisonNullByte = (file: string) => `/ftp/${file}%2500.md`

/** The published downloads; each returns the request unsent, so that a test can read the body as bytes. */
export const FTP_DOWNLOADS = {
  directoryListingChallenge: '/ftp/acquisitions.md',
  easterEggLevelOneChallenge: poisonNullByte('eastere.gg'),
  forgottenDevBackupChallenge: poisonNullByte('package.json.bak'),
  forgottenBackupChallenge: poisonNullByte('coupons_2013.md.bak'),
  misplacedSignatureFileChallenge: poisonNullByte('suspicious_errors.yml'),
  nullByteChallenge: poisonNullByte('encrypt.pyc'),
} as const

export const ftpAttacks: Attacks = Object.fromEntries(
  Object.entries(FTP_DOWNLOADS).map(([key, url]) => [key, (target) => request(target).get(url)]),
)
