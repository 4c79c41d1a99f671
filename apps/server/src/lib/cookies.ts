import type { IncomingMessage } from 'node:http'
import cookieParser from 'cookie-parser'
import type { RequestHandler } from 'express'

/**
 * Reads the Cookie header into req.cookies. cookie-parser turns a `j:{…}` cookie into an object; every cookie the
 * shop reads is a text (the token above all), so such a cookie is kept as the text it was sent as.
 */
export const readCookies: RequestHandler[] = [
  cookieParser(),
  (req, _res, next) => {
    const cookies: Record<string, unknown> = req.cookies ?? {}
    for (const [name, value] of Object.entries(cookies)) {
      if (typeof value !== 'string') cookies[name] = `j:${JSON.stringify(value)}`
    }
    next()
  },
]

/** One cookie of a request, read from its header (where no cookie parser ran: the class server, socket handshakes). */
export function cookieOf(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  for (const pair of String(req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
