import { useSyncExternalStore } from 'react'
import type { Role } from '@pulp/shared'
import { getToken, roleOf, subscribeToSession } from './auth-storage'

export interface Session {
  token: string | null
  isLoggedIn: boolean
  role: Role | undefined
}

/** The login state: logged in means a token is stored; the role comes from the token payload. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeToSession, getToken)
  return { token, isLoggedIn: token !== null, role: roleOf(token) }
}
