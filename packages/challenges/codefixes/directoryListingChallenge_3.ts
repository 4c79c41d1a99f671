router.use('/ftp', folderListing(paths.ftp, 'tiles'))
router.get('/ftp/quarantine/:file', anyFileOf(join(paths.ftp, 'quarantine')))
router.get('/ftp/:file', downloadFromFtp)
router.get('/encryptionkeys/:file', anyFileOf(paths.encryptionKeys))
