import { request as httpRequest } from 'node:http'
import type { Request } from 'express'
import type { AppContext } from '../../context'
import type { ServerSideBug } from '../../lib/events'

/** Where the shop's own server-side requests end up; the juicy malware calls it with SOLVE_KEY. */
export const SOLVE_PATH = '/solve/challenges/server-side'
export const SOLVE_KEY = 'tRy_H4rd3r_n0thIng_iS_Imp0ssibl3'

/**
 * The abuse flags: a hole that can make the server call itself (the username template, the image URL fetch)
 * raises its flag; the next call of SOLVE_PATH with the key takes one, the template's first.
 */
const pendingByShop = new WeakMap<AppContext, Set<ServerSideBug>>()

const pendingOf = (ctx: AppContext): Set<ServerSideBug> => {
  let pending = pendingByShop.get(ctx)
  if (!pending) pendingByShop.set(ctx, (pending = new Set()))
  return pending
}

export function raiseAbuseFlag(ctx: AppContext, bug: ServerSideBug): void {
  pendingOf(ctx).add(bug)
}

export function takeAbuseFlag(ctx: AppContext): ServerSideBug | undefined {
  const pending = pendingOf(ctx)
  const bug = (['ssti', 'ssrf'] as const).find((candidate) => pending.has(candidate))
  if (bug) pending.delete(bug)
  return bug
}

/** `/a//B/` and `/a/b` name the same route, as Express (case-insensitive, slashes collapsed) sees it. */
const routeOf = (path: string): string => path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1').toLowerCase()

/** The path and query of `url` when it names SOLVE_PATH (on whatever host), else undefined. */
export function solvePathIn(url: string): string | undefined {
  try {
    const parsed = new URL(url, 'http://shop.invalid')
    return routeOf(parsed.pathname) === SOLVE_PATH ? `${SOLVE_PATH}${parsed.search}` : undefined
  } catch {
    return undefined
  }
}

/** The address and port the request came in on: the shop's own origin, reachable from the server itself. */
function ownEndpoint(req: Request): { host: string; port: number } | undefined {
  const { localAddress, localPort } = req.socket
  if (!localAddress || !localPort) return undefined
  const unwrapped = localAddress.replace(/^::ffff:/, '')
  return { host: unwrapped === '::' ? '::1' : unwrapped === '0.0.0.0' ? '127.0.0.1' : unwrapped, port: localPort }
}

/**
 * Sends a GET for `path` to the shop itself, never anywhere else, and ignores the answer:
 * this is how the sandboxed template's stand-ins for http.get and the juicy malware reach SOLVE_PATH.
 */
export function callShopItself(req: Request, path: string): void {
  const endpoint = ownEndpoint(req)
  if (!endpoint || !path.startsWith(SOLVE_PATH)) return
  const call = httpRequest({ ...endpoint, path, method: 'GET', timeout: 5000 }, (response) => response.resume())
  call.on('timeout', () => call.destroy())
  call.on('error', () => undefined) // the caller fired and forgot, like the original's background request
  call.end()
}
