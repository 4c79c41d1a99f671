import { useMutation } from '@tanstack/react-query'
import type { PublicUser } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export interface PasswordReset {
  email: string
  answer: string
  new: string
  repeat: string
}

/** Sets a new password for whoever knows the answer to the account's security question. */
export async function resetPassword(reset: PasswordReset): Promise<PublicUser> {
  return (await apiRequest<{ user: PublicUser }>('/rest/user/reset-password', { method: 'POST', body: reset })).user
}

/** Resetting a password with the security answer. Nothing cached changes, so nothing is invalidated. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
