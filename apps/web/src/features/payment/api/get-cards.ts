import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse, SavedCard } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { SavedCard }

export const cardsQueryKey = ['cards'] as const

const cardsQuery = queryOptions({
  queryKey: cardsQueryKey,
  queryFn: async () => (await apiRequest<ListResponse<SavedCard>>('/api/Cards')).data,
})

export function useSavedCards() {
  return useQuery(cardsQuery)
}
