import { defineDetectors } from '../../training/detectors'

/** Exposed Metrics: someone other than a known metrics scraper read /metrics. */
export const metricsDetectors = defineDetectors(['exposedMetricsChallenge'], (ctx) => {
  ctx.bus.on('metrics:scraped', ({ userAgent }) => {
    const scraper = ctx.config.challenges.metricsIgnoredUserAgents.some((name) => userAgent.includes(name))
    if (!scraper) ctx.training.solve('exposedMetricsChallenge')
  })
})
