import { useMutation } from '@tanstack/react-query'
import type { LoginRequest, LoginSuccess, TotpRequired } from '@pulp/shared'
import { ApiError, apiRequest } from '@/lib/api-client'
import { useStartSession } from './start-session'

export function loginUser(credentials: LoginRequest): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('/rest/user/login', { method: 'POST', body: credentials })
}

/** The 401 answer that asks for a second factor instead of rejecting the password. */
export function totpChallengeOf(error: unknown): TotpRequired | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null
  const body = error.body as Partial<TotpRequired>
  return body.status === 'totp_token_required' && typeof body.data?.tmpToken === 'string' ? (body as TotpRequired) : null
}

/** The password login; a success starts the session (token, basket, refreshed user) before the promise settles. */
export function useLogin() {
  const startSession = useStartSession()
  return useMutation({
    mutationFn: loginUser,
    onSuccess: ({ authentication }) => startSession(authentication),
  })
}
