import { useMutation } from '@tanstack/react-query'
import type { PublicUser } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export interface PasswordChange {
  current: string
  new: string
  repeat: string
}

/** The shop changes passwords with a GET whose query carries all three passwords. */
export async function changePassword(change: PasswordChange): Promise<PublicUser> {
  const query = new URLSearchParams({ current: change.current, new: change.new, repeat: change.repeat })
  return (await apiRequest<{ user: PublicUser }>(`/rest/user/change-password?${query.toString()}`)).user
}

/** Changing the logged-in user's password. Nothing cached changes, so nothing is invalidated. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
