import { Router, type Request } from 'express'
import type { AppContext } from '../../context'
import { appendUserId, cookieUser, illegalActivity, sessionUser, type SessionUser } from '../../lib/auth/guards'
import { crudRouter } from '../../lib/crud-router'
import { erasureFormPage, requestErasure } from './data-erasure'
import { createImageCaptcha, exportUserData } from './data-export'
import { privacyRequestsModel } from './privacy.model'
import { insertPrivacyRequest } from './privacy.repo'

const loggedInByCookie = (ctx: AppContext, req: Request): SessionUser => {
  const user = cookieUser(ctx, req)
  if (!user) throw illegalActivity(req)
  return user
}

/** Data erasure (server-rendered, cookie session), erasure requests, the image captcha and the data export. */
export function privacyRouter(ctx: AppContext): Router {
  const router = Router()

  router.get('/dataerasure', (req, res) => {
    res.type('html').send(erasureFormPage(ctx, loggedInByCookie(ctx, req)))
  })

  router.post('/dataerasure', async (req, res) => {
    const page = await requestErasure(ctx, loggedInByCookie(ctx, req), req.body)
    res.clearCookie('token')
    res.type('html').send(page)
  })

  router.post('/rest/user/erasure-request', appendUserId(ctx), (req, res) => {
    const user = sessionUser(ctx, req)
    if (!user?.id) throw illegalActivity(req)
    insertPrivacyRequest(ctx.db, user.id)
    res.json({ status: 'success' })
  })

  router.get('/rest/image-captcha', (req, res) => {
    const user = sessionUser(ctx, req)
    if (!user) return void res.status(401).send('You need to be logged in to request a CAPTCHA.')
    try {
      res.json(createImageCaptcha(ctx, user.id))
    } catch {
      res.status(400).send('Unable to create CAPTCHA. Please try again.')
    }
  })

  router.post('/rest/user/data-export', appendUserId(ctx), (req, res) => {
    const user = sessionUser(ctx, req)
    if (!user?.email || !user.id) throw illegalActivity(req)
    const result = exportUserData(ctx, user, req.body.answer, `${req.protocol}://${req.get('host')}`)
    if (result.outcome === 'wrong-captcha') return void res.status(401).send('Wrong answer to CAPTCHA. Please try again.')
    res.json({ userData: result.userData, confirmation: result.confirmation })
  })

  router.use(crudRouter(ctx, privacyRequestsModel()))
  return router
}
