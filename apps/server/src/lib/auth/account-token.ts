import { toApiRow, type ModelDefinition, type Row } from '../crud-router'
import type { Sessions } from './sessions'
import { decodeToken, signToken } from './jwt'

/** Enough of the Users model to turn a row into model JSON: ISO dates, a boolean isActive, nothing hidden. */
const USER_JSON: ModelDefinition = { resource: 'Users', modelName: 'User', table: 'Users', columns: { isActive: 'boolean' }, guards: {} }

/**
 * The token the shop hands out after an account change (profile update, deluxe upgrade):
 * `{status:'success', data:<Users row as model JSON>}`, cached in the authenticated-users map like a login token.
 */
export function issueAccountToken(sessions: Sessions, userRow: Row): string {
  const token = signToken({ status: 'success', data: toApiRow(USER_JSON, userRow) })
  const payload = decodeToken(token)?.payload
  if (!payload) throw new Error('A freshly signed token could not be read back')
  sessions.put(token, payload)
  return token
}
