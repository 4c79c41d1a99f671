import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { basketQueryKey } from './get-basket'

/** Sets how many of a product the basket holds (the server checks the stock again). */
export function useUpdateBasketItemQuantity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) =>
      apiRequest(`/api/BasketItems/${itemId}`, { method: 'PUT', body: { quantity } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  })
}
