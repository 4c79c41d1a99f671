import type { Request, RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

const FIVE_MINUTES = 5 * 60 * 1000
const ATTEMPTS_PER_WINDOW = 100

/** The first entry of the request's X-Forwarded-For header, if it has one. */
const forwardedFor = (req: Request): string | undefined => {
  const first = String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim()
  return first === '' ? undefined : first
}

// vuln-code-snippet start resetPasswordMortyChallenge
/** The client's address as seen through the proxies in front of the shop (Express's `trust proxy` on). */
export const trustingProxiesClientIp = (req: Request): string => forwardedFor(req) ?? req.ip ?? '' // vuln-code-snippet vuln-line resetPasswordMortyChallenge

/** 100 password resets per 5 minutes per client; a 429 with the library's default text beyond that. */
export const resetPasswordRateLimit = (): RequestHandler =>
  rateLimit({
    windowMs: FIVE_MINUTES, // vuln-code-snippet neutral-line resetPasswordMortyChallenge
    limit: ATTEMPTS_PER_WINDOW, // vuln-code-snippet neutral-line resetPasswordMortyChallenge
    keyGenerator: (req) => String(req.headers['X-Forwarded-For'] ?? trustingProxiesClientIp(req)), // vuln-code-snippet vuln-line resetPasswordMortyChallenge
    validate: false, // vuln-code-snippet hide-line
  })
// vuln-code-snippet end resetPasswordMortyChallenge

/** 100 attempts per 5 minutes per client, for the second-factor routes. */
export const twoFactorRateLimit = (): RequestHandler =>
  rateLimit({ windowMs: FIVE_MINUTES, limit: ATTEMPTS_PER_WINDOW, keyGenerator: trustingProxiesClientIp, validate: false })
