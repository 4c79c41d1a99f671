import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export interface RecyclingRequest {
  AddressId: number
  quantity: number
  isPickup: boolean
  date?: string
}

/** POST /api/Recycles: a recycling box, or a pickup on a date. */
export function useRequestRecycling() {
  return useMutation({
    mutationFn: (request: RecyclingRequest) => apiRequest<{ data: { id: number } }>('/api/Recycles', { method: 'POST', body: request }),
  })
}
