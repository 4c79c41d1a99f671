import { apiRequest } from '@/lib/api-client'
import type { SavedCard } from './get-cards'

export interface NewCard {
  fullName: string
  cardNum: number
  expMonth: number
  expYear: number
}

export async function addCard(card: NewCard): Promise<SavedCard> {
  return (await apiRequest<{ data: SavedCard }>('/api/Cards/', { method: 'POST', body: card })).data
}
