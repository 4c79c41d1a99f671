import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** Either 2FA is on, or the server offers a fresh secret (and a token carrying it) to set it up with. */
export type TwoFactorStatus = { setup: true } | { setup: false; secret: string; email: string; setupToken: string }

export const twoFactorStatusQueryKey = ['two-factor-status'] as const

const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorStatusQueryKey,
  queryFn: () => apiRequest<TwoFactorStatus>('/rest/2fa/status'),
})

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery)
}
