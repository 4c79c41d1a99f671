import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TwoFactorStatus } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { TwoFactorStatus }

export const twoFactorStatusQueryKey = ['two-factor-status'] as const

const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorStatusQueryKey,
  queryFn: () => apiRequest<TwoFactorStatus>('/rest/2fa/status'),
})

/** Only asked while logged in: the server answers a visitor with 401, and retrying that would only keep them waiting. */
export function useTwoFactorStatus(enabled: boolean) {
  return useQuery({ ...twoFactorStatusQuery, enabled, retry: false })
}
