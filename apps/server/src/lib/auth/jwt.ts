import { createHmac, createSign, createVerify, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '../../paths'
import { PRIVATE_KEY_PEM } from './private-key'

/** The public key, served at /encryptionkeys/jwt.pub. Its exact text is also the HMAC key of the forged-JWT attack. */
export const PUBLIC_KEY_PEM = readFileSync(join(paths.encryptionKeys, 'jwt.pub'), 'utf8')

export interface TokenPayload {
  data?: Record<string, unknown>
  bid?: number
  iat?: number
  exp?: number
  [claim: string]: unknown
}

export interface DecodedToken {
  header: { alg?: string; typ?: string }
  payload: TokenPayload
  signature: string
  signingInput: string
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url')

/** Signs RS256 with header {"typ":"JWT","alg":"RS256"}; tokens carry iat (seconds) and, like Juice Shop's, no exp. */
export function signToken(payload: TokenPayload): string {
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'RS256' }))
  const body = base64url(JSON.stringify({ ...payload, iat: Math.floor(Date.now() / 1000) }))
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(PRIVATE_KEY_PEM).toString('base64url')
  return `${header}.${body}.${signature}`
}

/** Reads a token without checking it. Returns null when it is not three base64url JSON parts. */
export function decodeToken(token: string | undefined): DecodedToken | null {
  const parts = token?.split('.')
  if (!parts || parts.length !== 3) return null
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'))
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    if (typeof header !== 'object' || header === null || typeof payload !== 'object' || payload === null) return null
    return { header, payload, signature: parts[2], signingInput: `${parts[0]}.${parts[1]}` }
  } catch {
    return null
  }
}

function rsaSignatureValid(decoded: DecodedToken, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(decoded.signingInput).verify(publicKey, decoded.signature, 'base64url')
  } catch {
    return false // not a usable public key (denyAll's random secret), or a malformed signature
  }
}

/**
 * The shop's token check, modelled on an old JWT library: the algorithm is taken from the token itself.
 * Returns the payload when the token is accepted, otherwise null.
 */
// vuln-code-snippet start jwtUnsignedChallenge jwtForgedChallenge
export function verifyToken(token: string | undefined, key: string = PUBLIC_KEY_PEM): TokenPayload | null {
  const decoded = decodeToken(token)
  if (!decoded) return null
  let accepted: boolean
  switch (decoded.header.alg) {
    case 'none':
      accepted = decoded.signature === '' // vuln-code-snippet vuln-line jwtUnsignedChallenge
      break
    case 'HS256':
      accepted = createHmac('sha256', key).update(decoded.signingInput).digest('base64url') === decoded.signature // vuln-code-snippet vuln-line jwtForgedChallenge
      break
    case 'RS256':
      accepted = rsaSignatureValid(decoded, key)
      break
    default:
      accepted = false
  }
  if (!accepted) return null
  if (typeof decoded.payload.exp === 'number' && decoded.payload.exp * 1000 < Date.now()) return null
  return decoded.payload
}
// vuln-code-snippet end jwtUnsignedChallenge jwtForgedChallenge

/** A secret no real token is signed with: used by the guard that should deny everyone. */
export const RANDOM_SECRET = randomBytes(16).toString('hex')
