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
    // the NoSQL command challenge is not in Pulp: its safe path reads the id as a number (`sleep(2000)` matches nothing)
    const productId = Number(req.params.id)
    res.json({ status: 'success', data: reviewsOf(ctx, productId, sessionUser(ctx, req)) })
  })
  router.use(crudRouter(ctx, productModel(ctx)))
  router.use(crudRouter(ctx, quantityModel()))
  return router
}
