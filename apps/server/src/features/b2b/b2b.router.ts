import { Router } from 'express'
import type { AppContext } from '../../context'
import { isAuthorized } from '../../lib/auth/guards'
import { ChildSandbox } from '../../lib/child-sandbox'
import { md5 } from '../../lib/crypto'
import { HttpError } from '../../lib/http-error'
import { evaluateOrderLines } from './order-lines-sandbox'

const PAYMENT_DAYS = 14
const UNAVAILABLE = 'Sorry, we are temporarily not available! Please try again later.'

/** The B2B API (documented at /api-docs): bulk orders of business customers, logged in with a token. */
export function b2bRouter(ctx: AppContext): Router {
  const router = Router()
  const sandbox = new ChildSandbox()

  router.use('/b2b/v2', isAuthorized())

  // vuln-code-snippet start rceChallenge rceOccupyChallenge
  router.post('/b2b/v2/orders', async (req, res) => {
    const { cid, orderLinesData } = req.body as Record<string, unknown>
    if (typeof orderLinesData === 'string' && ctx.training.isPlayable('rceChallenge')) {
      const evaluation = await evaluateOrderLines(sandbox, orderLinesData) // vuln-code-snippet vuln-line rceChallenge rceOccupyChallenge
      ctx.bus.emit('b2b:order-lines-evaluated', { outcome: evaluation.outcome === 'busy' ? 'timeout' : evaluation.outcome }) // vuln-code-snippet hide-line
      if (evaluation.outcome === 'timeout' || evaluation.outcome === 'busy') throw new HttpError(503, UNAVAILABLE)
      if (evaluation.outcome === 'loop-guard' || evaluation.outcome === 'error') throw new HttpError(400, evaluation.message)
    }
    const paymentDue = new Date(Date.now() + PAYMENT_DAYS * 24 * 60 * 60 * 1000)
    res.json({ cid, orderNo: md5(`${new Date().toString()}_B2B`), paymentDue: paymentDue.toISOString() })
  })
  // vuln-code-snippet end rceChallenge rceOccupyChallenge

  return router
}
