import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const walletBalanceQueryKey = ['wallet-balance'] as const

export const walletBalanceQuery = queryOptions({
  queryKey: walletBalanceQueryKey,
  queryFn: async () => (await apiRequest<{ data: number }>('/rest/wallet/balance')).data,
})

export function useWalletBalance() {
  return useQuery(walletBalanceQuery)
}
