import { Router } from 'express'
import type { AppContext } from '../../context'
import { sessionUser } from '../../lib/auth/guards'
import { crudRouter } from '../../lib/crud-router'
import { productModel, quantityModel } from './products.model'
import { reviewsOf, search, searchCriteria } from './products.service'

/** The catalogue: search, reviews, and the generic Products and Quantitys resources. */
export function productsRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/rest/products/search', async (req, res) => {
    res.json({ status: 'success', data: await search(ctx, searchCriteria(req.query.q)) })
  })
  router.get('/rest/products/:id/reviews', (req, res) => {
    const productId = Number(req.params.id)
    if (req.params.id.trim() === '' || !Number.isFinite(productId)) return void res.status(400).json({ error: 'Wrong Params' })
    res.json({ status: 'success', data: reviewsOf(ctx, productId, sessionUser(ctx, req)) })
  })
  router.use(crudRouter(ctx, productModel()))
  router.use(crudRouter(ctx, quantityModel(ctx)))
  return router
}
