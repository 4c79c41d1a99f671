import type { LoginRequest, LoginSuccess, TotpRequired } from '@pulp/shared'
import { ApiError, apiRequest } from '@/lib/api-client'

export function loginUser(credentials: LoginRequest): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('/rest/user/login', { method: 'POST', body: credentials })
}

/** The 401 answer that asks for a second factor instead of rejecting the password. */
export function totpChallengeOf(error: unknown): TotpRequired | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null
  const body = error.body as Partial<TotpRequired>
  return body.status === 'totp_token_required' && typeof body.data?.tmpToken === 'string' ? (body as TotpRequired) : null
}
