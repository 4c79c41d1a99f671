import type { RequestHandler, Router } from 'express'

/** What this module reads of an Express router's stack (router 2.x layers). */
interface StackLayer {
  rawPath?: unknown
  /** set for router.get/post/…: the route's own path is rawPath */
  route?: unknown
  /** a nested router has a stack of its own */
  handle: { stack?: StackLayer[] }
}

/** Where a path pattern stops being literal text (path-to-regexp 8: parameters, wildcards, optional groups, escapes). */
const PATTERN_SYNTAX = /[:*{(\\?+]/

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The literal beginnings of every path `stack` answers (lowercase, like the shop's case-insensitive routing), or
 * undefined when some layer may answer any path: a middleware for every path, a regular expression, a path that
 * begins with a parameter.
 */
export function literalPrefixes(stack: readonly StackLayer[], mountPath = ''): string[] | undefined {
  const prefixes: string[] = []
  for (const layer of stack) {
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]
    for (const path of paths) {
      if (typeof path !== 'string') return undefined
      const isUse = !layer.route
      // "/" adds nothing to the mount path (Express strips the mount path before matching)
      const fullPath = path === '/' ? mountPath : mountPath + path
      if (isUse && layer.handle.stack) {
        const nested = literalPrefixes(layer.handle.stack, fullPath)
        if (!nested) return undefined
        prefixes.push(...nested)
        continue
      }
      const literal = fullPath.split(PATTERN_SYNTAX)[0] ?? ''
      // nothing literal but "/" (or not even that): this layer may answer anything
      if (literal.length <= 1) return undefined
      prefixes.push(literal.toLowerCase())
    }
  }
  return prefixes
}

/** A test of the request path against the prefixes; always true for a router that may answer anything. */
function compiledPathTest(stack: readonly StackLayer[]): (path: string) => boolean {
  const prefixes = literalPrefixes(stack)
  if (!prefixes) return () => true
  if (prefixes.length === 0) return () => false
  const pattern = new RegExp(`^(?:${[...new Set(prefixes)].map(escapeRegExp).join('|')})`, 'i')
  return (path) => pattern.test(path)
}

/** The path test of `router`, compiled again should routes be added to it after it was mounted. */
function pathTest(router: Router): (path: string) => boolean {
  const { stack } = router as unknown as { stack: StackLayer[] }
  let compiledFor = stack.length
  let test = compiledPathTest(stack)
  return (path) => {
    if (stack.length !== compiledFor) {
      compiledFor = stack.length
      test = compiledPathTest(stack)
    }
    return test(path)
  }
}

/**
 * The feature routers, in order, behind one middleware that enters only the routers with a route or mount whose
 * literal beginning matches the request path. A router is several layers of Express's own matching and
 * bookkeeping even when none of its routes fits; with ~30 features that was most of the routing time of a request.
 * Case-insensitive paths and a trailing slash keep working: a prefix only rules out what could never match.
 */
export function prefilteredRouters(routers: readonly Router[]): RequestHandler {
  const entries = routers.map((router) => ({ router, mayAnswer: pathTest(router) }))
  return (req, res, next) => {
    const queryStart = req.url.indexOf('?')
    const path = queryStart === -1 ? req.url : req.url.slice(0, queryStart)
    let index = 0
    const nextRouter = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error)
      while (index < entries.length) {
        const entry = entries[index++]
        if (entry.mayAnswer(path)) {
          void entry.router(req, res, nextRouter)
          return
        }
      }
      next()
    }
    nextRouter()
  }
}
