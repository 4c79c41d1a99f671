import type { Request, RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { HttpError, UnauthorizedError } from '../http-error'
import { decodeToken, RANDOM_SECRET, verifyToken, type TokenPayload } from './jwt'

export type SessionUser = Record<string, unknown> & { id: number; email: string; role?: string }

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')
  return match?.[1]
}

/** Fields the shop reads as texts or numbers: a forged token that puts an object there has no usable user. */
const SCALAR_USER_FIELDS = ['id', 'email', 'role', 'lastLoginIp', 'username', 'profileImage']

/** The user of a cached token payload, if its data is an object whose well-known fields are plain values. */
function usableUser(payload: TokenPayload | undefined): SessionUser | undefined {
  const data = payload?.data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const odd = SCALAR_USER_FIELDS.some((field) => typeof data[field] === 'object' && data[field] !== null)
  const idUsable = data.id === undefined || typeof data.id === 'number' || typeof data.id === 'string'
  return odd || !idUsable ? undefined : (data as SessionUser)
}

/** The user of the request's bearer token, as cached in the authenticated-users map. */
export function sessionUser(ctx: AppContext, req: Request): SessionUser | undefined {
  return usableUser(ctx.sessions.get(bearerToken(req)))
}

/** The user of the request's `token` cookie (the routes that browsers open directly: whoami, /profile, /dataerasure). */
export function cookieUser(ctx: AppContext, req: Request): SessionUser | undefined {
  const token: unknown = req.cookies?.token
  return typeof token === 'string' ? usableUser(ctx.sessions.get(token)) : undefined
}

/** The 500 that cookie-authenticated pages (/profile, /dataerasure, …) answer when nobody is logged in. */
export const illegalActivity = (req: Request): HttpError =>
  new HttpError(500, `Blocked illegal activity by ${req.socket.remoteAddress}`)

function requireVerifiedBearer(key?: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization
    if (!header) return next(new UnauthorizedError('credentials_required', 'No Authorization header was found'))
    const token = bearerToken(req)
    if (!token) return next(new UnauthorizedError('credentials_bad_format', 'Format is Authorization: Bearer [token]'))
    if (!verifyToken(token, key)) return next(new UnauthorizedError('invalid_token', 'invalid signature'))
    next()
  }
}

/** JWT: a bearer token the (weak) verifier accepts; the user need not be known to the server. */
export const isAuthorized = (): RequestHandler => requireVerifiedBearer()

/** DENY: meant to refuse everyone; tokens are checked against a random secret, which unsigned tokens slip past. */
export const denyAll = (): RequestHandler => requireVerifiedBearer(RANDOM_SECRET)

/** MAP: the bearer token must be in the authenticated-users map; the body's UserId is forced to that user. */
export function appendUserId(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    const user = sessionUser(ctx, req)
    if (!user) {
      res.status(401).json({ status: 'error', message: "Cannot read properties of undefined (reading 'data')" })
      return
    }
    if (typeof req.body === 'object' && req.body !== null) req.body.UserId = user.id
    next()
  }
}

/** ACC: a token the weak verifier accepts whose data.role is accounting. */
export function isAccounting(): RequestHandler {
  return (req, res, next) => {
    const payload = verifyToken(bearerToken(req))
    if (payload?.data?.role === 'accounting') return next()
    res.status(403).json({ error: 'Malicious activity detected' })
  }
}

/**
 * Keeps the authenticated-users map current: any token the weak verifier accepts that carries `data`
 * (from the `token` cookie, else the bearer header) becomes a logged-in user — so forged tokens do too.
 */
export function trackAuthenticatedUsers(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    const bearer = bearerToken(req)
    const bearerPayload = bearer ? verifyToken(bearer) : null
    if (bearer && bearerPayload) {
      ctx.bus.emit('auth:bearer-accepted', { alg: decodeToken(bearer)?.header.alg, payload: bearerPayload })
    }
    const token: string | undefined = req.cookies?.token ?? bearer
    if (token && !ctx.sessions.has(token)) {
      const payload = token === bearer ? bearerPayload : verifyToken(token)
      if (payload?.data) {
        ctx.sessions.put(token, payload)
        res.cookie('token', token)
      }
    }
    next()
  }
}
