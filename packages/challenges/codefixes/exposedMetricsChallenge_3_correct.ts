router.get('/metrics', isAccounting(), async (req, res) => {
  ctx.bus.emit('metrics:scraped', { userAgent: req.headers['user-agent'] ?? '' })
  res.type(metrics.contentType).send(await metrics.scrape())
})
