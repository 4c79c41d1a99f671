/** POST /rest/user/reset-password {email, token, new, repeat}: only the holder of the one-time link mailed to the address sets a new password. */
export function resetPassword(ctx: AppContext, body: unknown): PasswordOutcome {
  const fields: Row = typeof body === 'object' && body !== null ? (body as Row) : {}
  const { email, token } = fields
  if (!email || !token) return { illegal: true }
  const [newPassword, repeat] = [text(fields.new), text(fields.repeat)]
  const problem = newPasswordProblem(newPassword, repeat)
  if (problem) return problem
  const reset = redeemResetToken(ctx.db, String(email), String(token)) // single use, expires after 15 minutes
  if (!reset) {
    return { refused: 401, message: 'This reset link is invalid or has expired.' }
  }
  const user = storeNewPassword(ctx, reset.UserId, newPassword as string)
  return { user: userJsonWithSecrets(user) }
}
