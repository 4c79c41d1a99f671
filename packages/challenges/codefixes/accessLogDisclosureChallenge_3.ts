router.use('/support/logs', serveIndex(log.folder, { icons: true, view: 'details' }))
router.get('/support/logs/:file', (req, res, next) => {
  const file = String(req.params.file)
  if (!/^access\.log\.[\d-]+$/.test(file)) throw new HttpError(403, 'Only access logs can be downloaded')
  res.type('text/plain').sendFile(file, { root: log.folder }, (error) => error && !res.headersSent && next(Object.assign(error, { status: 404 })))
})
