import { apiRequest } from '@/lib/api-client'
import type { CreatedCard } from '@pulp/shared'

export interface NewCard {
  fullName: string
  cardNum: number
  expMonth: number
  expYear: number
}

export async function addCard(card: NewCard): Promise<CreatedCard> {
  return (await apiRequest<{ data: CreatedCard }>('/api/Cards/', { method: 'POST', body: card })).data
}
