import { createHmac } from 'node:crypto'
import Hashids from 'hashids'

export type ContinueCodeKind = 'hacking' | 'findIt' | 'fixIt'

// Juice Shop's values: existing continue codes (cookies, MultiJuicer backups) must keep working.
// vuln-code-snippet start continueCodeChallenge
const CONTINUE_CODE_SALTS: Record<ContinueCodeKind, string> = {
  hacking: 'this is my salt', // vuln-code-snippet vuln-line continueCodeChallenge
  findIt: 'this is the salt for findIt challenges',
  fixIt: 'yet another salt for the fixIt challenges',
}
const CONTINUE_CODE_MIN_LENGTH = 60
const CONTINUE_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890'
const CONTINUE_CODE_PATTERN = /^[a-zA-Z0-9]+$/

const encoders: Record<ContinueCodeKind, Hashids> = {
  hacking: createEncoder('hacking'),
  findIt: createEncoder('findIt'),
  fixIt: createEncoder('fixIt'),
}

function createEncoder(kind: ContinueCodeKind): Hashids {
  return new Hashids(CONTINUE_CODE_SALTS[kind], CONTINUE_CODE_MIN_LENGTH, CONTINUE_CODE_ALPHABET)
}
// vuln-code-snippet end continueCodeChallenge

/** Encodes challenge ids as a continue code; an empty list gives an empty string. */
export function encodeContinueCode(kind: ContinueCodeKind, ids: readonly number[]): string {
  return encoders[kind].encode([...ids])
}

/** The challenge ids in a continue code, or [] when the code is malformed or was not made with this kind's salt. */
export function decodeContinueCode(kind: ContinueCodeKind, code: string): number[] {
  if (!CONTINUE_CODE_PATTERN.test(code)) return []
  try {
    return encoders[kind].decode(code).map(Number)
  } catch {
    return []
  }
}

/** The CTF key Juice Shop ships in `ctf.key`, used when `CTF_KEY` is not set. */
export const DEFAULT_CTF_KEY = 'TRwzkRJnHOTckssAeyJbysWgP!Qc2T'

/** The flag a CTF platform expects for a challenge: lower-case hex HMAC-SHA1 of its English name. */
export function ctfFlag(challengeName: string, key: string): string {
  return createHmac('sha1', key).update(challengeName).digest('hex')
}
