import { HttpError } from '../../lib/http-error'
import { assertPlainFileName } from './folder-files'

// vuln-code-snippet start loginSupportChallenge
/** The only file of /ftp that is neither Markdown nor PDF but may still be downloaded: the support team's password safe. */
const KEEPASS_FILE = 'incident-support.kdbx' // vuln-code-snippet vuln-line loginSupportChallenge
// vuln-code-snippet end loginSupportChallenge

/**
 * The download filter of /ftp: plain names, Markdown and PDF only. Returns the name to serve.
 * The extension is checked on the name as requested, and only afterwards is it cut at a `%00`, so
 * `eastere.gg%2500.md` (decoded once to `eastere.gg%00.md`) passes the check and serves `eastere.gg`.
 */
// vuln-code-snippet start nullByteChallenge easterEggLevelOneChallenge forgottenBackupChallenge forgottenDevBackupChallenge misplacedSignatureFileChallenge
export function servedFtpName(requested: string): string {
  assertPlainFileName(requested)
  if (!(requested.endsWith('.md') || requested.endsWith('.pdf') || requested === KEEPASS_FILE)) { // vuln-code-snippet vuln-line nullByteChallenge easterEggLevelOneChallenge forgottenBackupChallenge forgottenDevBackupChallenge misplacedSignatureFileChallenge
    throw new HttpError(403, 'Only .md and .pdf files are allowed!')
  }
  return requested.split('%00')[0] // vuln-code-snippet vuln-line nullByteChallenge easterEggLevelOneChallenge forgottenBackupChallenge forgottenDevBackupChallenge misplacedSignatureFileChallenge
}
// vuln-code-snippet end nullByteChallenge easterEggLevelOneChallenge forgottenBackupChallenge forgottenDevBackupChallenge misplacedSignatureFileChallenge
