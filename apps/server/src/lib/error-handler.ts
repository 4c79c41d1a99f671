import type { ErrorRequestHandler } from 'express'
import type { AppContext } from '../context'

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')

interface ErrorLike {
  message?: string
  stack?: string
  status?: number
  statusCode?: number
  name?: string
}

/**
 * The last middleware. It answers every unhandled error with Express's classic development page: the full stack
 * trace, as HTML, JSON or text depending on Accept. Leaking internals this way is the "Error Handling" challenge.
 */
export function errorHandler(ctx: AppContext): ErrorRequestHandler {
  return (rawError: unknown, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy()
      return
    }
    const error: ErrorLike = typeof rawError === 'object' && rawError !== null ? rawError : { message: String(rawError) }
    const statusBefore = res.statusCode
    let status = error.status ?? error.statusCode ?? (statusBefore >= 400 ? statusBefore : 500)
    if (status < 400) status = 500
    ctx.bus.emit('http:error-rendered', { statusBefore, status })

    const showStack = error.name !== 'UnauthorizedError'
    // vuln-code-snippet start errorHandlingChallenge
    const stack = showStack && error.stack ? error.stack : `${error.name ?? 'Error'}: ${error.message ?? ''}` // vuln-code-snippet vuln-line errorHandlingChallenge
    const [headline, ...frames] = stack.split('\n')
    res.status(status).setHeader('X-Content-Type-Options', 'nosniff')
    const title = `${ctx.config.application.name} (Express ^5.1.0)`
    res.format({
      html: () => {
        const list = (showStack ? frames : []).map((frame) => `<li>${escapeHtml(frame.trim())}</li>`).join('') // vuln-code-snippet vuln-line errorHandlingChallenge
        res.send(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(headline)}</title>` +
          `<style>body{font-family:sans-serif;padding:2em;color:#333}h1{font-size:1.4em}ul{font-family:monospace;font-size:.9em}</style>` +
          `</head><body><div id="wrapper"><h1>${escapeHtml(title)}</h1><h2><em>${status}</em> ${escapeHtml(headline)}</h2>` +
          `<ul id="stacktrace">${list}</ul></div></body></html>`)
      },
      json: () => {
        const details = Object.fromEntries(Object.entries(error))
        res.json({ error: { message: error.message, ...(showStack ? { stack: error.stack } : {}), ...details } }) // vuln-code-snippet vuln-line errorHandlingChallenge
      },
      default: () => res.type('text').send(stack),
    })
    // vuln-code-snippet end errorHandlingChallenge
  }
}
