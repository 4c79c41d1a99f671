import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TwoFactorStatus } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { TwoFactorStatus }

export const twoFactorStatusQueryKey = ['two-factor-status'] as const

const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorStatusQueryKey,
  queryFn: () => apiRequest<TwoFactorStatus>('/rest/2fa/status'),
})

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery)
}
