import { join } from 'node:path'
import { Router } from 'express'
import type { AppContext } from '../../context'
import { webRoot } from '../../paths'

/**
 * Some pages of the web app embed a tiny image that only they request; its request tells the server the page
 * was opened (how hidden pages such as the score board are detected). The image itself is served statically.
 */
export function clientSideStaticRouter(ctx: AppContext): Router {
  const router = Router()
  router.use('/assets/public/images/padding', (req, _res, next) => {
    const { referer, 'sec-fetch-dest': fetchDest } = req.headers
    ctx.bus.emit('web:page-pixel', { file: req.path.replace(/^\//, ''), referer, fetchDest: typeof fetchDest === 'string' ? fetchDest : undefined })
    next()
  })
  router.get('/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility', (req, res, next) => {
    ctx.bus.emit('web:privacy-policy-proof-requested', { url: req.originalUrl })
    // like the original, it sends an image that the web build does not contain: the visitor sees a 404
    res.sendFile(join(webRoot(), 'assets', 'private', 'thank-you.jpg'), (error) => error && next(error))
  })
  return router
}
