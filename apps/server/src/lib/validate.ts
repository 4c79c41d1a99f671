import type { RequestHandler } from 'express'
import type { ZodType } from 'zod'

/**
 * Validates req.body (or query) with a shared zod schema: 400 {status:'error', message, errors:[{field, message}]}
 * on failure, the parsed value replaces the input on success.
 */
export function validate(schema: ZodType, source: 'body' | 'query' = 'body'): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req[source])
    if (result.success) {
      if (source === 'body') req.body = result.data
      else Object.defineProperty(req, 'query', { value: result.data })
      next()
      return
    }
    const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
    res.status(400).json({ status: 'error', message: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors })
  }
}
