import { readdirSync } from 'node:fs'
import type { RequestHandler } from 'express'

/** The top-level folders of the web app's static files (`assets`, …): a missing file there is a 404, not the app. */
function staticFolders(root: string): Set<string> {
  try {
    return new Set(readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name))
  } catch {
    return new Set()
  }
}

/**
 * The last route before the error page: unknown /api and /rest paths are errors (the original's error page),
 * any other GET answers the web app's index.html (its client-side routes), and everything else is a 404: an unknown
 * POST, or a file missing from one of the web app's static folders.
 */
export function spaFallback(webRoot: string, indexHtml: () => string): RequestHandler {
  const folders = staticFolders(webRoot)
  return (req, res, next) => {
    if (req.path.startsWith('/api') || req.path.startsWith('/rest')) {
      next(new Error(`Unexpected path: ${req.url}`))
      return
    }
    const folder = req.path.split('/')[1] ?? ''
    if ((req.method !== 'GET' && req.method !== 'HEAD') || folders.has(folder)) {
      res.status(404).type('text').send(`Cannot ${req.method} ${req.path}`)
      return
    }
    res.sendFile(indexHtml(), (error) => error && next(error))
  }
}
