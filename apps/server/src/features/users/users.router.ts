import { Router } from 'express'
import type { AppContext } from '../../context'
import { cookieUser, isAuthorized, sessionUser } from '../../lib/auth/guards'
import { crudRouter } from '../../lib/crud-router'
import { securityAnswersModel, securityQuestionsModel, usersModel } from './users.model'
import { passwordRouter } from './users.password.router'
import { storedForXssHole } from '../../lib/sanitise-html'
import { authenticationDetails, login, saveLoginIp, whoami } from './users.service'
import { twoFactorRouter } from './users.two-factor.router'

/** Accounts: login and its second factor, the current user, passwords, registration (/api/Users), security questions and answers. */
export function usersRouter(ctx: AppContext): Router {
  const router = Router()

  router.post('/rest/user/login', async (req, res) => {
    const result = await login(ctx, req.body)
    if (result.outcome === 'logged-in') {
      res.json({ authentication: { token: result.token, bid: result.bid, umail: result.email } })
    } else if (result.outcome === 'second-factor-required') {
      res.status(401).json({ status: 'totp_token_required', data: { tmpToken: result.tmpToken } })
    } else {
      res.status(401).send('Invalid email or password.')
    }
  })

  // vuln-code-snippet start emailLeakChallenge
  router.get('/rest/user/whoami', (req, res) => {
    const answer = { user: whoami(ctx, cookieUser(ctx, req), req.query) }
    if (req.query.callback === undefined) res.json(answer)
    else res.jsonp(answer) // vuln-code-snippet vuln-line emailLeakChallenge
  })
  // vuln-code-snippet end emailLeakChallenge

  router.get('/rest/user/authentication-details', isAuthorized(), (_req, res) => {
    res.json({ status: 'success', data: authenticationDetails(ctx) })
  })

  router.get('/rest/saveLoginIp', (req, res) => {
    const user = sessionUser(ctx, req)
    if (!user) return void res.sendStatus(401)
    const trueClientIp = req.get('True-Client-IP')
    const lastLoginIp = trueClientIp === undefined ? undefined : storedForXssHole(ctx, 'httpHeaderXssChallenge', trueClientIp)
    res.json(saveLoginIp(ctx, Number(user.id), lastLoginIp, req.socket.remoteAddress))
  })

  router.use(passwordRouter(ctx))
  router.use(twoFactorRouter(ctx))
  router.use(crudRouter(ctx, usersModel(ctx)))
  router.use(crudRouter(ctx, securityQuestionsModel()))
  router.use(crudRouter(ctx, securityAnswersModel()))
  return router
}
