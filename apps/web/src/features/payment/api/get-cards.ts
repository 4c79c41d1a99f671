import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

/** A saved card as its owner sees it: all but the last four digits of the number hidden. */
export interface SavedCard {
  id: number
  fullName: string
  cardNum: string
  expMonth: number
  expYear: number
}

export const cardsQueryKey = ['cards'] as const

const cardsQuery = queryOptions({
  queryKey: cardsQueryKey,
  queryFn: async () => (await apiRequest<ListResponse<SavedCard>>('/api/Cards')).data,
})

export function useSavedCards() {
  return useQuery(cardsQuery)
}
