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
