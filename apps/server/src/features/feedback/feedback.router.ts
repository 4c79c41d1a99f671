import { Router } from 'express'
import type { AppContext } from '../../context'
import { sessionUser } from '../../lib/auth/guards'
import { crudRouter } from '../../lib/crud-router'
import { createCaptcha, isCaptchaAnswered } from './captcha'
import { feedbackModel } from './feedback.model'

/** The math captcha and customer feedback: posting needs a solved captcha, nothing else. */
export function feedbackRouter(ctx: AppContext): Router {
  const router = Router()

  // vuln-code-snippet start captchaBypassChallenge
  router.get('/rest/captcha', (_req, res) => {
    res.json(createCaptcha(ctx.db)) // vuln-code-snippet vuln-line captchaBypassChallenge
  })

  // vuln-code-snippet start forgedFeedbackChallenge
  router.post('/api/Feedbacks', (req, res, next) => {
    const { captchaId, captcha, UserId } = req.body as Record<string, unknown>
    if (!isCaptchaAnswered(ctx.db, captchaId, captcha)) { // vuln-code-snippet vuln-line captchaBypassChallenge
      return void res.status(401).type('html').send('Wrong answer to CAPTCHA. Please try again.')
    }
    // vuln-code-snippet end captchaBypassChallenge
    const sessionUserId = sessionUser(ctx, req)?.id
    ctx.bus.emit('feedback:captcha-passed', { claimedUserId: UserId, sessionUserId, at: Date.now() }) // vuln-code-snippet hide-line
    next() // the generic resource stores the body's UserId as sent // vuln-code-snippet vuln-line forgedFeedbackChallenge
  })
  // vuln-code-snippet end forgedFeedbackChallenge

  router.use(crudRouter(ctx, feedbackModel(ctx)))
  return router
}
