import type { RequestHandler } from 'express'
import type { AppContext } from '../../context'
import type { Row } from '../../lib/crud-router'

const DEFAULT_ADMIN_IMAGE = '/assets/public/images/uploads/defaultAdmin.png'

const isObject = (body: unknown): body is Row => typeof body === 'object' && body !== null && !Array.isArray(body)
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value)

/** What POST /api/Users does before the generic resource stores the row (research/api.md §2.2, Users). */
export function registrationHooks(ctx: AppContext): RequestHandler[] {
  const requireObject: RequestHandler = (req, res, next) => {
    if (isObject(req.body)) return next()
    res.status(400).json({ message: 'Validation error: the registration must be a JSON object', errors: [] })
  }

  // vuln-code-snippet start emptyUserRegistration passwordRepeatChallenge
  const checkCredentials: RequestHandler = (req, res, next) => {
    const body: Row = { ...req.body }
    const { email, password, passwordRepeat } = body
    if (email !== undefined && password !== undefined && passwordRepeat !== undefined) { // vuln-code-snippet vuln-line passwordRepeatChallenge
      if (email !== '' && password !== '') {
        Object.assign(body, { email: trimmed(email), password: trimmed(password), passwordRepeat: trimmed(passwordRepeat) })
      } else {
        res.status(400).send('Invalid email/password cannot be empty') // vuln-code-snippet vuln-line emptyUserRegistration
      }
    }
    ctx.bus.emit('users:registration-requested', { body }) // vuln-code-snippet hide-line
    req.body = body
    next() // vuln-code-snippet vuln-line emptyUserRegistration
  }
  // vuln-code-snippet end emptyUserRegistration passwordRepeatChallenge

  const defaultAdminImage: RequestHandler = (req, _res, next) => {
    if (req.body.role === 'admin' && req.body.profileImage === undefined) req.body.profileImage = DEFAULT_ADMIN_IMAGE
    next()
  }

  return [requireObject, checkCredentials, defaultAdminImage]
}
