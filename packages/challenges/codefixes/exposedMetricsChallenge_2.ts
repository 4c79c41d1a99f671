router.get('/metrics', async (req, res, next) => {
  if (!String(req.headers['user-agent']).startsWith('Prometheus/')) return next()
  ctx.bus.emit('metrics:scraped', { userAgent: req.headers['user-agent'] ?? '' })
  res.type(metrics.contentType).send(await metrics.scrape())
})
