import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { basketQueryKey } from './get-basket'

export function useRemoveBasketItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (itemId: number) => apiRequest(`/api/BasketItems/${itemId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  })
}
