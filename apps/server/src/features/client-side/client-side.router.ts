import { Router } from 'express'
import type { AppContext } from '../../context'

declare module '../../lib/events' {
  interface PulpEvents {
    /** A page of the web app loaded its tracking pixel (/assets/public/images/padding/<n>px.png). */
    'web:page-pixel': { file: string; referer: string | undefined }
  }
}

/**
 * Some pages of the web app embed a tiny image that only they request; its request tells the server the page
 * was opened (how hidden pages such as the score board are detected). The image itself is served statically.
 */
export function clientSideStaticRouter(ctx: AppContext): Router {
  const router = Router()
  router.use('/assets/public/images/padding', (req, _res, next) => {
    ctx.bus.emit('web:page-pixel', { file: req.path.replace(/^\//, ''), referer: req.headers.referer })
    next()
  })
  return router
}
