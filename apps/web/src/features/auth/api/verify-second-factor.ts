import { useMutation } from '@tanstack/react-query'
import type { LoginSuccess } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { useStartSession } from './start-session'

/** The second step of a login with 2FA: the temporary token from the login plus the current one-time code. */
export function verifySecondFactor(tmpToken: string, totpToken: string): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('/rest/2fa/verify', { method: 'POST', body: { tmpToken, totpToken } })
}

/** The second step of a 2FA login; a success starts the session before the promise settles. */
export function useVerifySecondFactor() {
  const startSession = useStartSession()
  return useMutation({
    mutationFn: ({ tmpToken, totpToken }: { tmpToken: string; totpToken: string }) => verifySecondFactor(tmpToken, totpToken),
    onSuccess: ({ authentication }) => startSession(authentication),
  })
}
