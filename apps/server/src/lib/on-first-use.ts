import { createRequire } from 'node:module'
import type { RequestHandler } from 'express'
import type serveIndex from 'serve-index'

const requireFromHere = createRequire(import.meta.url)

/**
 * A CommonJS dependency loaded the first time it is needed instead of at start: for libraries only a few requests
 * use, whose loading costs start-up time and idle memory (svg-captcha parses a font as it loads).
 */
export function onFirstUse<Module>(name: string): () => Module {
  let loaded: Module | undefined
  return () => (loaded ??= requireFromHere(name) as Module)
}

const loadServeIndex = onFirstUse<typeof serveIndex>('serve-index')

/** serve-index's directory listing, with serve-index loaded by the first request it answers. */
export function serveIndexOnFirstUse(...options: Parameters<typeof serveIndex>): RequestHandler {
  let listing: RequestHandler | undefined
  return (req, res, next) => (listing ??= loadServeIndex()(...options) as RequestHandler)(req, res, next)
}
