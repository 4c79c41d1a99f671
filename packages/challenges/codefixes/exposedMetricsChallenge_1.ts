router.get('/internal/metrics-4f9a', async (req, res) => {
  ctx.bus.emit('metrics:scraped', { userAgent: req.headers['user-agent'] ?? '' })
  res.type(metrics.contentType).send(await metrics.scrape())
})
