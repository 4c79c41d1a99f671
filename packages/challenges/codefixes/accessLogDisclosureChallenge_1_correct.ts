router.use('/support/logs', (req, _res, next) => {
  if (req.path.includes('access.log')) ctx.bus.emit('access-log:requested', { path: req.path })
  next()
})
// the access logs stay on the server: operators read them there, the web never serves them
