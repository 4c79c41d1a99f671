import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../../context'
import { illegalActivity, sessionUser } from '../../lib/auth/guards'
import type { Row } from '../../lib/crud-router'
import { changePassword, resetPassword, securityQuestionOf, type PasswordOutcome } from './users.password'
import { resetPasswordRateLimit } from './users.rate-limits'

/** Refusals are plain text, as the original sends them; a request without the essentials gets the error page. */
function answer(req: Request, res: Response, outcome: PasswordOutcome): void {
  if ('illegal' in outcome) throw illegalActivity(req)
  if ('refused' in outcome) res.status(outcome.refused).send(outcome.message)
  else res.json(outcome)
}

/** Changing a password, resetting it with the security answer, and looking up a user's security question. */
export function passwordRouter(ctx: AppContext): Router {
  const router = Router()

  router.get('/rest/user/change-password', (req, res) => {
    answer(req, res, changePassword(ctx, sessionUser(ctx, req), req.query as Row))
  })

  router.post('/rest/user/reset-password', resetPasswordRateLimit(), (req, res) => {
    answer(req, res, resetPassword(ctx, req.body))
  })

  router.get('/rest/user/security-question', (req, res) => {
    res.json(securityQuestionOf(ctx, req.query.email))
  })

  return router
}
