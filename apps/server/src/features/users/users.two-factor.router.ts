import { Router, type Request, type RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { bearerToken, isAuthorized, sessionUser, type SessionUser } from '../../lib/auth/guards'
import { twoFactorRateLimit } from './users.rate-limits'
import { disableTwoFactor, setUpTwoFactor, twoFactorStatus, verifySecondFactor } from './users.two-factor'

/** 2FA failures answer 401 with an empty body. */
const UNAUTHORIZED = 401

/** /rest/2fa/*: setting up, using and switching off the second factor (research/api.md §2.4). */
export function twoFactorRouter(ctx: AppContext): Router {
  const router = Router()
  const session = (req: Request): SessionUser => sessionUser(ctx, req) as SessionUser
  /** JWT, then the token must be known to the authenticated-users map. */
  const loggedIn: RequestHandler[] = [
    isAuthorized(),
    (req, res, next) => (sessionUser(ctx, req) ? next() : void res.status(UNAUTHORIZED).end()),
  ]
  const succeeded = (done: boolean): number => (done ? 200 : UNAUTHORIZED)

  router.post('/rest/2fa/verify', twoFactorRateLimit(), (req, res) => {
    const issued = verifySecondFactor(ctx, req.body)
    if (!issued) return void res.status(UNAUTHORIZED).end()
    res.json({ authentication: { token: issued.token, bid: issued.bid, umail: issued.email } })
  })

  router.get('/rest/2fa/status', ...loggedIn, (req, res) => {
    const status = twoFactorStatus(ctx, session(req))
    if (!status) return void res.status(UNAUTHORIZED).end()
    res.json(status)
  })

  router.post('/rest/2fa/setup', twoFactorRateLimit(), ...loggedIn, (req, res) => {
    res.status(succeeded(setUpTwoFactor(ctx, bearerToken(req)!, session(req), req.body))).end()
  })

  router.post('/rest/2fa/disable', twoFactorRateLimit(), ...loggedIn, (req, res) => {
    res.status(succeeded(disableTwoFactor(ctx, bearerToken(req)!, session(req), req.body))).end()
  })

  return router
}
