import { statSync } from 'node:fs'
import { posix, resolve, sep } from 'node:path'
import type { NextFunction, RequestHandler, Response } from 'express'
import { HttpError } from '../../lib/http-error'
import { serveIndexOnFirstUse as serveIndex } from '../../lib/on-first-use'

/** Refuses a requested file name that would leave its folder through a path separator. */
export function assertPlainFileName(name: string): void {
  if (name.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!')
}

/**
 * Sends `name` from `folder`, never anything outside it. A missing file (or a directory) becomes a 404 on the
 * error page; `onServed` runs once the file is known to exist, before the first byte goes out.
 */
export function sendFolderFile(res: Response, next: NextFunction, folder: string, name: string, onServed?: () => void): void {
  const root = resolve(folder)
  const file = resolve(root, name)
  if (!file.startsWith(root + sep)) return next(new HttpError(403, 'File names cannot leave their folder!'))
  try {
    if (!statSync(file).isFile()) return next(new HttpError(404, `Not a file: ${name}`))
  } catch (error) {
    return next(Object.assign(error as Error, { status: 404 }))
  }
  onServed?.()
  res.sendFile(file, { dotfiles: 'allow' }, (error) => {
    if (error && !res.headersSent) next(error)
  })
}

/** Turns an absolute link of a listing into one relative to the page, so the listing also works behind a base path. */
export function relativeLink(pagePath: string, target: string): string {
  const pageFolder = pagePath.slice(0, pagePath.lastIndexOf('/') + 1) || '/'
  const relative = posix.relative(pageFolder, target)
  return relative === '' ? './' : relative
}

const relativizeLinks = (html: string, pagePath: string): string =>
  html.replace(/href="(\/[^"]*)"/g, (_match, target: string) => `href="${relativeLink(pagePath, target)}"`)

/** A serve-index directory listing of `folder` whose HTML links are relative to the listed page. */
export function folderListing(folder: string, view: 'tiles' | 'details'): RequestHandler {
  const listing = serveIndex(folder, { icons: true, view })
  return (req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    const pagePath = new URL(req.originalUrl, 'http://listing').pathname
    res.end = ((body?: unknown, ...rest: unknown[]) => {
      if (typeof body === 'string' && String(res.getHeader('Content-Type')).startsWith('text/html')) {
        const html = relativizeLinks(body, pagePath)
        res.setHeader('Content-Length', Buffer.byteLength(html))
        return end(html, ...rest)
      }
      return end(body, ...rest)
    }) as Response['end']
    listing(req, res, (error?: unknown) => {
      res.end = end as Response['end']
      // a file name with a trailing slash is not a folder to list: let the download routes answer it
      next((error as { code?: string } | undefined)?.code === 'ENOTDIR' ? undefined : error)
    })
  }
}
