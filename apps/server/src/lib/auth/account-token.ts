import type { Sessions } from './sessions'
import { decodeToken, signToken } from './jwt'

/**
 * The token the shop hands out after an account change (profile update, deluxe upgrade):
 * `{status:'success', data:<user as model JSON>}`, cached in the authenticated-users map like a login token.
 */
export function issueAccountToken(sessions: Sessions, user: Record<string, unknown>): string {
  const token = signToken({ status: 'success', data: user })
  const payload = decodeToken(token)?.payload
  if (!payload) throw new Error('A freshly signed token could not be read back')
  sessions.put(token, payload)
  return token
}
