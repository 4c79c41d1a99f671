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
