router.get('/ftp/:file', downloadFromFtp)
// no listings and no quarantine or key downloads: files are handed out one by one, by name, where the shop links them
