import type { Request, RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { appendUserId, bearerToken, isAuthorized, type SessionUser } from '../../lib/auth/guards'
import { isDeluxeMember } from '../../lib/crypto'
import { HttpError } from '../../lib/http-error'

/** The logged-in customer behind a request, as the session map cached them at login. */
export interface Caller {
  id: number
  email: string
  user: SessionUser
  isDeluxe: boolean
}

/** JWT + MAP: a verified bearer token that the session map knows (research/api.md §2.5). */
export const loggedIn = (ctx: AppContext): RequestHandler[] => [isAuthorized(), appendUserId(ctx)]

/** The caller of a route behind `loggedIn`. A cached user without a numeric id or a text email is refused. */
export function callerOf(ctx: AppContext, req: Request): Caller {
  const session = ctx.sessions.get(bearerToken(req))
  const user = session?.data as SessionUser | undefined
  if (!user || typeof user.id !== 'number' || typeof user.email !== 'string') throw new HttpError(401, 'The token names no known customer.')
  return { id: user.id, email: user.email, user, isDeluxe: isDeluxeMember(user) }
}
