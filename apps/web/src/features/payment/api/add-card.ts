import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatedCard } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { cardsQueryKey } from './get-cards'

export interface NewCard {
  fullName: string
  cardNum: number
  expMonth: number
  expYear: number
}

export async function addCard(card: NewCard): Promise<CreatedCard> {
  return (await apiRequest<{ data: CreatedCard }>('/api/Cards/', { method: 'POST', body: card })).data
}

/** Saving a card; the saved cards reload before the promise settles. */
export function useAddCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }),
  })
}
