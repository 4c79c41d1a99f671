import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import type { Role } from '@pulp/shared'
import { ForbiddenMessage } from '@/components/forbidden-message'
import { useSession } from '@/lib/session'

/** Client-side only, like the shop it imitates: the server does not check these pages' roles. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession()
  return isLoggedIn ? children : <ForbiddenMessage errorKey="UNAUTHORIZED_ACCESS_ERROR" />
}

export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession()
  return session.role === role ? children : <ForbiddenMessage errorKey="UNAUTHORIZED_PAGE_ACCESS_ERROR" />
}

/** Pages that only make sense with an account send a logged-out visitor to the login instead. */
export function LoginFirst({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession()
  return isLoggedIn ? children : <Navigate to="/login" replace />
}
