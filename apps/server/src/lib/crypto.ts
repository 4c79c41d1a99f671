import { createHash, createHmac } from 'node:crypto'
import { PRIVATE_KEY_PEM } from './auth/private-key'

// vuln-code-snippet start weirdCryptoChallenge
/** Passwords are unsalted MD5 hex, on purpose (weak password storage is part of several challenges). */
export const md5 = (text: string): string => createHash('md5').update(text).digest('hex') // vuln-code-snippet vuln-line weirdCryptoChallenge
// vuln-code-snippet end weirdCryptoChallenge

/** Security answers are stored as HMAC-SHA256 hex with a fixed key (research/challenges.md §3.2). */
const SECURITY_ANSWER_KEY = 'pa4qacea4VK9t9nGv7yZtwmj'
export const hashSecurityAnswer = (answer: string): string =>
  createHmac('sha256', SECURITY_ANSWER_KEY).update(answer).digest('hex')

/** A deluxe member's token: HMAC-SHA256 keyed with the private key PEM over email + "deluxe". */
export const deluxeTokenFor = (email: string): string =>
  createHmac('sha256', PRIVATE_KEY_PEM).update(email + 'deluxe').digest('hex')

/** A deluxe member whose token carries the deluxe role and the matching deluxe token (research/api.md §3.4). */
export const isDeluxeMember = (user: Record<string, unknown> | undefined): boolean =>
  user?.role === 'deluxe' && typeof user.email === 'string' && user.deluxeToken === deluxeTokenFor(user.email)
