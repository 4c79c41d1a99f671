import { apiRequest } from '@/lib/api-client'

/** Switches 2FA off again; the current password confirms it. */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('/rest/2fa/disable', { method: 'POST', body: { password } })
}
