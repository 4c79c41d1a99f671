import type { LoginSuccess } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

/** The second step of a login with 2FA: the temporary token from the login plus the current one-time code. */
export function verifySecondFactor(tmpToken: string, totpToken: string): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('/rest/2fa/verify', { method: 'POST', body: { tmpToken, totpToken } })
}
