import { dirname, join } from 'node:path'
import { Router, type RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { orderPdfFolderOf } from '../../lib/shop-folders'
import { overwrittenPath } from '../../lib/shop-files'
import { paths } from '../../paths'
import { assertPlainFileName, folderListing, sendFolderFile } from './folder-files'
import { servedFtpName } from './ftp.service'

/** Order confirmations are written at checkout to the shop's data folder and offered as if they were in /ftp. */
const ORDER_PDF_NAME = /^order_[0-9a-f]{4}-[0-9a-f]{16}\.pdf$/

/** Any file of `folder`, whatever its name, as long as the name stays inside the folder. */
const anyFileOf = (folder: string): RequestHandler => (req, res, next) => {
  const name = String(req.params.file)
  assertPlainFileName(name)
  sendFolderFile(res, next, folder, name)
}

/**
 * Files exposed on purpose: the browsable /ftp folder with its download filter, its quarantine, the
 * encryption keys, and robots.txt, which points curious visitors straight at /ftp.
 */
export function ftpStaticRouter(ctx: AppContext): Router {
  const router = Router()
  const downloadFromFtp: RequestHandler = (req, res, next) => {
    const name = servedFtpName(String(req.params.file))
    // an order confirmation lives with the orders; a file an uploaded archive overwrote (zip slip) is served in its new form
    const overwritten = overwrittenPath(ctx, `ftp/${name}`)
    const folder = ORDER_PDF_NAME.test(name) ? orderPdfFolderOf(ctx) : overwritten ? dirname(overwritten) : paths.ftp
    sendFolderFile(res, next, folder, name, () => ctx.bus.emit('ftp:served', { name }))
  }

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send('User-agent: *\nDisallow: /ftp')
  })
  // vuln-code-snippet start directoryListingChallenge
  router.use('/ftp', folderListing(paths.ftp, 'tiles')) // vuln-code-snippet vuln-line directoryListingChallenge
  router.get('/ftp/quarantine/:file', anyFileOf(join(paths.ftp, 'quarantine')))
  router.get('/ftp/:file', downloadFromFtp)
  router.use('/encryptionkeys', folderListing(paths.encryptionKeys, 'details'))
  router.get('/encryptionkeys/:file', anyFileOf(paths.encryptionKeys))
  // vuln-code-snippet end directoryListingChallenge
  return router
}
