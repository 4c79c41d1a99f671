router.use('/support/logs', serveIndex(log.folder, { icons: false, view: 'tiles' }))
router.get('/support/logs/:file', (req, res, next) => {
  const file = String(req.params.file)
  if (file.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!')
  res.type('text/plain').sendFile(file, { root: log.folder }, (error) => error && !res.headersSent && next(Object.assign(error, { status: 404 })))
})
