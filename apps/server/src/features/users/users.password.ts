import type { AppContext } from '../../context'
import type { SessionUser } from '../../lib/auth/guards'
import { toApiRow, type Row } from '../../lib/crud-router'
import { hashSecurityAnswer, md5 } from '../../lib/crypto'
import { securityQuestionsModel, userJsonWithSecrets } from './users.model'
import { findSecurityAnswerByEmail, findSecurityQuestion, findUserById, updatePassword, type UserRow } from './users.repo'

/** What the password routes answer: the updated user, a refusal (plain text), or a request too broken to serve (500). */
export type PasswordOutcome = { user: Row } | { refused: 401 | 404; message: string } | { illegal: true }

/** A request field as text; anything else (missing, a number, an array) as undefined. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** The web client sends the text "undefined" for a field that was never filled in. */
const isEmpty = (password: string | undefined): boolean => password === undefined || password === '' || password === 'undefined'

/** The checks both password routes make on the new password before anything else. */
function newPasswordProblem(newPassword: string | undefined, repeat: string | undefined): PasswordOutcome | undefined {
  if (isEmpty(newPassword)) return { refused: 401, message: 'Password cannot be empty.' }
  if (newPassword !== repeat) return { refused: 401, message: 'New and repeated password do not match.' }
  return undefined
}

/** Stores the new password and answers the updated row, secrets and all, as the original does. */
function storeNewPassword(ctx: AppContext, userId: number, newPassword: string): UserRow {
  updatePassword(ctx.db, userId, newPassword)
  return findUserById(ctx.db, userId) as UserRow
}

// vuln-code-snippet start changePasswordBenderChallenge
/** GET /rest/user/change-password?current&new&repeat for the user of the bearer token. */
export function changePassword(ctx: AppContext, session: SessionUser | undefined, query: Row): PasswordOutcome {
  const [current, newPassword, repeat] = [text(query.current), text(query.new), text(query.repeat)]
  const problem = newPasswordProblem(newPassword, repeat)
  if (problem) return problem
  if (!session) return { illegal: true }
  if (current && md5(current) !== session.password) { // vuln-code-snippet vuln-line changePasswordBenderChallenge
    return { refused: 401, message: 'Current password is not correct.' }
  }
  if (!findUserById(ctx.db, Number(session.id))) return { refused: 404, message: 'User not found.' }
  const user = storeNewPassword(ctx, Number(session.id), newPassword as string)
  ctx.bus.emit('users:password-changed', { user, currentGiven: Boolean(current) }) // vuln-code-snippet hide-line
  return { user: userJsonWithSecrets(user) }
}
// vuln-code-snippet end changePasswordBenderChallenge

// vuln-code-snippet start resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge
/** POST /rest/user/reset-password {email, answer, new, repeat}: whoever knows the security answer sets a new password. */
export function resetPassword(ctx: AppContext, body: unknown): PasswordOutcome {
  const fields: Row = typeof body === 'object' && body !== null ? (body as Row) : {}
  const { email, answer } = fields // vuln-code-snippet neutral-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge
  if (!email || !answer) return { illegal: true }
  const [newPassword, repeat] = [text(fields.new), text(fields.repeat)]
  const problem = newPasswordProblem(newPassword, repeat)
  if (problem) return problem
  const stored = findSecurityAnswerByEmail(ctx.db, String(email))
  if (!stored || stored.answer !== hashSecurityAnswer(String(answer))) { // vuln-code-snippet vuln-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge
    return { refused: 401, message: 'Wrong answer to security question.' }
  }
  const user = storeNewPassword(ctx, stored.UserId, newPassword as string)
  ctx.bus.emit('users:password-reset', { email: user.email, answer: String(answer) }) // vuln-code-snippet hide-line
  return { user: userJsonWithSecrets(user) }
}
// vuln-code-snippet end resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge

/** GET /rest/user/security-question?email=: the question the user chose, {} for an unknown email. */
export function securityQuestionOf(ctx: AppContext, email: unknown): Row {
  // the original's database layer fails the same way on a missing email, and the error page shows it
  if (email === undefined) throw new Error('WHERE parameter "email" has invalid "undefined" value')
  const stored = findSecurityAnswerByEmail(ctx.db, String(email))
  const question = stored && findSecurityQuestion(ctx.db, stored.SecurityQuestionId)
  return question ? { question: toApiRow(securityQuestionsModel(), question) } : {}
}
