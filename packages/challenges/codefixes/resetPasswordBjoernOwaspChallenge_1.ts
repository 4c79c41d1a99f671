/** POST /rest/user/reset-password {email, answer, new, repeat}: whoever knows the security answer sets a new password. */
export function resetPassword(ctx: AppContext, body: unknown): PasswordOutcome {
  const fields: Row = typeof body === 'object' && body !== null ? (body as Row) : {}
  const { email, answer } = fields
  if (!email || !answer) return { illegal: true }
  const [newPassword, repeat] = [text(fields.new), text(fields.repeat)]
  const problem = newPasswordProblem(newPassword, repeat)
  if (problem) return problem
  const stored = findSecurityAnswerByEmail(ctx.db, String(email), String(fields.username))
  if (!stored || stored.answer !== hashSecurityAnswer(String(answer))) {
    return { refused: 401, message: 'Wrong answer to security question.' }
  }
  const user = storeNewPassword(ctx, stored.UserId, newPassword as string)
  return { user: userJsonWithSecrets(user) }
}
