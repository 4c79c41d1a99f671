import { generateSecret, verifySync } from 'otplib'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../lib/auth/guards'
import { decodeToken, signToken, verifyToken } from '../../lib/auth/jwt'
import type { Row } from '../../lib/crud-router'
import { md5 } from '../../lib/crypto'
import { userJsonWithSecrets } from './users.model'
import { findOrCreateBasket, findUserById, updateTotpSecret, type UserRow } from './users.repo'

/** The tmpToken of a login that still needs its second factor. */
export const SECOND_FACTOR_TOKEN_TYPE = 'password_valid_needs_second_factor_token'
/** The token that carries a freshly generated secret from the status call to the setup call. */
const SETUP_TOKEN_TYPE = 'totp_setup_secret'
/** One 30-second step either way, for clocks that are slightly off. */
const TOLERANCE_SECONDS = 30

/** Whether `token` is the current one-time code of `secret`; malformed secrets and codes are simply wrong. */
function totpValid(secret: unknown, token: unknown): boolean {
  try {
    return verifySync({ secret: String(secret), token: String(token), epochTolerance: TOLERANCE_SECONDS }).valid
  } catch {
    return false
  }
}

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Row)[name] : undefined)
/** A request or token field that must be a text: anything else (an object without toString…) counts as missing. */
const textField = (body: unknown, name: string): string | undefined => {
  const value = field(body, name)
  return typeof value === 'string' ? value : undefined
}
/** A user id from a token: a number, or a text of one; anything else is no id. */
const idOf = (value: unknown): number => (typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN)
const has2fa = (user: UserRow): boolean => typeof user.totpSecret === 'string' && user.totpSecret !== ''
const passwordMatches = (session: SessionUser, password: unknown): boolean =>
  typeof password === 'string' && md5(password) === session.password

/** After a change of the secret, the session of this token shows the user as stored now. */
function refreshSession(ctx: AppContext, token: string, userId: number): void {
  const payload = ctx.sessions.get(token)
  const user = findUserById(ctx.db, userId)
  if (payload && user) ctx.sessions.put(token, { ...payload, data: user })
}

/** GET /rest/2fa/status: whether 2FA is on, or a new secret (and a token carrying it) to set it up with. */
export function twoFactorStatus(ctx: AppContext, session: SessionUser): Row | undefined {
  const user = findUserById(ctx.db, Number(session.id))
  if (!user) return undefined
  if (has2fa(user)) return { setup: true }
  const secret = generateSecret()
  return { setup: false, secret, email: user.email, setupToken: signToken({ secret, type: SETUP_TOKEN_TYPE }) }
}

/** POST /rest/2fa/setup {password, setupToken, initialToken}: switches 2FA on with the secret of the setup token. */
export function setUpTwoFactor(ctx: AppContext, token: string, session: SessionUser, body: unknown): boolean {
  const user = findUserById(ctx.db, Number(session.id))
  if (!user || has2fa(user) || !passwordMatches(session, field(body, 'password'))) return false
  const setup = verifyToken(String(field(body, 'setupToken')))
  if (setup?.type !== SETUP_TOKEN_TYPE || !totpValid(setup.secret, field(body, 'initialToken'))) return false
  updateTotpSecret(ctx.db, user.id, String(setup.secret))
  refreshSession(ctx, token, user.id)
  return true
}

/** POST /rest/2fa/disable {password}: switches 2FA off again. */
export function disableTwoFactor(ctx: AppContext, token: string, session: SessionUser, body: unknown): boolean {
  const user = findUserById(ctx.db, Number(session.id))
  if (!user || !passwordMatches(session, field(body, 'password'))) return false
  updateTotpSecret(ctx.db, user.id, '')
  refreshSession(ctx, token, user.id)
  return true
}

/** POST /rest/2fa/verify {tmpToken, totpToken}: the second step of a login; issues the real token. */
export function verifySecondFactor(ctx: AppContext, body: unknown): { token: string; bid: number; email: string } | undefined {
  const pending = verifyToken(textField(body, 'tmpToken'))
  if (pending?.type !== SECOND_FACTOR_TOKEN_TYPE) return undefined
  const user = findUserById(ctx.db, idOf(pending.userId))
  if (!user || !has2fa(user) || !totpValid(user.totpSecret, textField(body, 'totpToken'))) return undefined
  const bid = findOrCreateBasket(ctx.db, user.id)
  // the token carries the whole user as JSON, the TOTP secret included, like the original's
  const token = signToken({ status: 'success', data: userJsonWithSecrets(user) })
  ctx.sessions.put(token, { ...decodeToken(token)!.payload, bid })
  ctx.bus.emit('users:second-factor-passed', { user })
  return { token, bid, email: user.email }
}
