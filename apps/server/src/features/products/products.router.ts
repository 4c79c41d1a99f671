import { Router } from 'express'
import type { AppContext } from '../../context'
import { crudRouter } from '../../lib/crud-router'
import { productModel, quantityModel } from './products.model'
import { search, searchCriteria } from './products.service'

/** The catalogue: search and the generic Products and Quantitys resources. */
export function productsRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/rest/products/search', (req, res) => {
    res.json({ status: 'success', data: search(ctx, searchCriteria(req.query.q)) })
  })
  router.use(crudRouter(ctx, productModel(ctx)))
  router.use(crudRouter(ctx, quantityModel(ctx)))
  return router
}
