import { Router } from 'express'
import type { AppContext } from '../../context'
import { createShopMetrics } from './shop-metrics'

/** Counts every answer, and serves the shop's Prometheus metrics at /metrics. */
export function metricsStaticRouter(ctx: AppContext): Router {
  const router = Router()
  const metrics = createShopMetrics(ctx)
  router.use((_req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => metrics.recordAnswer(res.statusCode, Number(process.hrtime.bigint() - started) / 1e9))
    next()
  })
  // vuln-code-snippet start exposedMetricsChallenge
  router.get('/metrics', async (req, res) => { // vuln-code-snippet vuln-line exposedMetricsChallenge
    ctx.bus.emit('metrics:scraped', { userAgent: req.headers['user-agent'] ?? '' })
    res.type(metrics.contentType).send(await metrics.scrape())
  })
  // vuln-code-snippet end exposedMetricsChallenge
  return router
}
