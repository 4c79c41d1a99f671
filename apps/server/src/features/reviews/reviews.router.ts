import { Router, type NextFunction, type Response } from 'express'
import { reviewEditSchema, reviewLikeSchema, reviewWriteSchema, type ReviewWrite } from '@pulp/shared'
import type { AppContext } from '../../context'
import { isAuthorized, sessionUser, type SessionUser } from '../../lib/auth/guards'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { createReview, editReview, likeReview, REVIEW_QUERY_TIMEOUT_MS, reviewsOf } from './reviews.service'
import { WhereSandbox } from '../../lib/where-sandbox'

/** Review errors answer `{error}` with their status, as the original shop's review routes did. */
function sendFailure(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof HttpError) res.status(error.status).json({ error: error.message })
  else next(error)
}

const loggedIn = (ctx: AppContext, req: Parameters<typeof sessionUser>[1], res: Response): SessionUser | undefined => {
  const user = sessionUser(ctx, req)
  if (!user) res.status(401).json({ error: 'Unauthorized' })
  return user
}

/** Product reviews (document store): list, write, edit and like. */
export function reviewsRouter(ctx: AppContext): Router {
  const router = Router()
  const where = new WhereSandbox(REVIEW_QUERY_TIMEOUT_MS)

  router.get('/rest/products/:id/reviews', async (req, res, next) => {
    try {
      res.json({ status: 'success', data: await reviewsOf(ctx, where, req.params.id, sessionUser(ctx, req)) })
    } catch (error) {
      sendFailure(res, next, error)
    }
  })

  router.put('/rest/products/:id/reviews', validate(reviewWriteSchema), (req, res, next) => {
    try {
      createReview(ctx, String(req.params.id), req.body as ReviewWrite, sessionUser(ctx, req))
      res.status(201).json({ status: 'success' })
    } catch (error) {
      sendFailure(res, next, error)
    }
  })

  router.patch('/rest/products/reviews', isAuthorized(), validate(reviewEditSchema), (req, res, next) => {
    const user = loggedIn(ctx, req, res)
    if (!user) return
    try {
      res.json(editReview(ctx, req.body as { id: unknown; message: string }, user))
    } catch (error) {
      sendFailure(res, next, error)
    }
  })

  router.post('/rest/products/reviews', isAuthorized(), validate(reviewLikeSchema), async (req, res, next) => {
    const user = loggedIn(ctx, req, res)
    if (!user) return
    try {
      res.json(await likeReview(ctx, (req.body as { id: string }).id, user.email))
    } catch (error) {
      sendFailure(res, next, error)
    }
  })

  return router
}
