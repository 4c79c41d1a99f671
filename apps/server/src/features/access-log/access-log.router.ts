import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../../context'
import { HttpError } from '../../lib/http-error'
import { accessLogFolderOf } from '../../lib/shop-folders'
import { createAccessLog } from './access-log.writer'
import { serveIndexOnFirstUse as serveIndex } from '../../lib/on-first-use'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (value: number) => String(value).padStart(2, '0')
const clfDate = (date: Date) =>
  `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
  `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
const quoted = (value: string | undefined) => `"${(value ?? '-').replace(/["\\\n\r]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`)}"`

/** One line in the combined log format of Apache and morgan. */
export function combinedLogLine(req: Request, res: Response, at: Date): string {
  const length = res.getHeader('content-length')
  return [
    `${req.ip ?? '-'} - - [${clfDate(at)}]`,
    quoted(`${req.method} ${req.originalUrl} HTTP/${req.httpVersion}`),
    res.statusCode,
    length === undefined ? '-' : String(length),
    quoted(req.headers.referer),
    quoted(req.headers['user-agent']),
  ].join(' ')
}

/** Writes an access log line for every answer, and (on purpose) publishes the logs under /support/logs. */
export function accessLogStaticRouter(ctx: AppContext): Router {
  const router = Router()
  // inside the shop's data folder, like everything the shop writes; the file stays open until the shop closes
  const log = createAccessLog(accessLogFolderOf(ctx))
  ctx.lifecycle.onClose(() => log.close())
  router.use((req, res, next) => {
    res.once('finish', () => log.write(combinedLogLine(req, res, new Date())))
    next()
  })
  // an access log that was really handed out (not a listing, not a name that does not exist)
  router.use('/support/logs', (req, res, next) => {
    log.flush()
    res.once('finish', () => res.statusCode === 200 && req.path.includes('access.log') && ctx.bus.emit('access-log:requested', { path: req.path }))
    next()
  })
  // vuln-code-snippet start accessLogDisclosureChallenge
  router.use('/support/logs', serveIndex(log.folder, { icons: true, view: 'details' })) // vuln-code-snippet vuln-line accessLogDisclosureChallenge
  router.get('/support/logs/:file', (req, res, next) => { // vuln-code-snippet vuln-line accessLogDisclosureChallenge
    const file = String(req.params.file)
    if (file.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!')
    res.type('text/plain').sendFile(file, { root: log.folder }, (error) => error && !res.headersSent && next(Object.assign(error, { status: 404 })))
  })
  // vuln-code-snippet end accessLogDisclosureChallenge
  return router
}
