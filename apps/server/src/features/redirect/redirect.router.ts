import { Router } from 'express'
import type { AppContext } from '../../context'
import { HttpError } from '../../lib/http-error'
import { isRedirectAllowed } from './redirect.allowlist'

/** GET /redirect?to=<url>: the web app's way out to external sites (source code, merchandise, donations). */
export function redirectRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/redirect', (req, res) => {
    const target = req.query.to
    if (typeof target !== 'string' || target === '') throw new HttpError(400, 'Missing target URL for redirect: add ?to=<url>')
    if (!isRedirectAllowed(target)) throw new HttpError(406, `Unrecognized target URL for redirect: ${target}`)
    ctx.bus.emit('redirect:followed', { target })
    res.redirect(target)
  })
  return router
}
