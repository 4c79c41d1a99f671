import type { AppContext } from '../../context'
import type { SessionUser } from '../../lib/auth/guards'
import { decodeToken, signToken } from '../../lib/auth/jwt'
import type { Row } from '../../lib/crud-router'
import { HttpError } from '../../lib/http-error'
import { userJsonWithSecrets } from './users.model'
import { findOrCreateBasket, findUserByCredentials, findUserById, listActiveUsers, updateLastLoginIp } from './users.repo'
import { SECOND_FACTOR_TOKEN_TYPE } from './users.two-factor'

export type LoginResult =
  | { outcome: 'logged-in'; token: string; bid: number; email: string }
  | { outcome: 'second-factor-required'; tmpToken: string }
  | { outcome: 'rejected' }

/** A login field as the query sees it: missing means ''. */
const credential = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Row)[name] : undefined
  return value === undefined || value === null ? '' : String(value)
}

/** POST /rest/user/login (research/api.md §3.2). */
export async function login(ctx: AppContext, body: unknown): Promise<LoginResult> {
  const email = credential(body, 'email')
  const password = credential(body, 'password')
  ctx.bus.emit('users:login-attempted', { email, password })
  const user = await findUserByCredentials(ctx.queries, email, password)
  if (!user) return { outcome: 'rejected' }
  if (user.totpSecret !== '') {
    return { outcome: 'second-factor-required', tmpToken: signToken({ userId: user.id, type: SECOND_FACTOR_TOKEN_TYPE }) }
  }
  const bid = findOrCreateBasket(ctx.db, user.id)
  const token = signToken({ data: user, bid })
  ctx.sessions.put(token, decodeToken(token)?.payload ?? { data: user, bid })
  ctx.bus.emit('users:logged-in', { email, password, user, token })
  return { outcome: 'logged-in', token, bid, email: user.email }
}

const WHOAMI_FIELDS = ['id', 'email', 'lastLoginIp', 'profileImage']

// vuln-code-snippet start passwordHashLeakChallenge
/** GET /rest/user/whoami: the session user as cached at login, with the fields the caller asks for. */
export function whoami(ctx: AppContext, user: SessionUser | undefined, query: { fields?: unknown; callback?: unknown }): Row {
  const fields = typeof query.fields === 'string' && query.fields !== '' ? query.fields.split(',') : WHOAMI_FIELDS // vuln-code-snippet vuln-line passwordHashLeakChallenge
  const view = user ? Object.fromEntries(fields.filter((field) => Object.hasOwn(user, field)).map((field) => [field, user[field]])) : {}
  ctx.bus.emit('users:whoami-answered', { user: view, jsonp: query.callback !== undefined }) // vuln-code-snippet hide-line
  return view
}
// vuln-code-snippet end passwordHashLeakChallenge

const masked = (value: unknown): unknown => (typeof value === 'string' ? '*'.repeat(value.length) : value)

/** GET /rest/user/authentication-details: every account with its secrets masked and when it last logged in. */
export function authenticationDetails(ctx: AppContext): Row[] {
  return listActiveUsers(ctx.db).map((row) => {
    const user = userJsonWithSecrets(row)
    const latestToken = ctx.sessions.latestTokenOf(row.id)
    const lastLoginTime = ctx.sessions.get(latestToken)?.iat ?? null
    return { ...user, password: masked(user.password), totpSecret: masked(user.totpSecret), lastLoginTime }
  })
}

/** The client address as the shop records it: IPv4-mapped IPv6 unwrapped, loopback as 127.0.0.1. */
const readableAddress = (address: string | undefined): string => {
  const unwrapped = (address ?? '').replace(/^::ffff:/, '')
  return unwrapped === '::1' ? '127.0.0.1' : unwrapped
}

// vuln-code-snippet start httpHeaderXssChallenge
/** GET /rest/saveLoginIp (called on logout): remembers where the user was last seen. */
export function saveLoginIp(ctx: AppContext, userId: number, trueClientIp: string | undefined, remoteAddress: string | undefined): Row {
  const lastLoginIp = trueClientIp ?? readableAddress(remoteAddress) // vuln-code-snippet vuln-line httpHeaderXssChallenge
  if (!findUserById(ctx.db, userId)) throw new HttpError(404, 'User not found.')
  updateLastLoginIp(ctx.db, userId, lastLoginIp)
  ctx.bus.emit('users:login-ip-saved', { userId, lastLoginIp }) // vuln-code-snippet hide-line
  return userJsonWithSecrets(findUserById(ctx.db, userId) as Row)
}
// vuln-code-snippet end httpHeaderXssChallenge
