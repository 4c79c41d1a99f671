import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BasketItem, Product } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { getBasketId } from '@/lib/auth-storage'
import { basketQuery, basketQueryKey } from './get-basket'

/** Which confirmation the user reads: a new line in the basket, or one more of a product already in it. */
export type AddedToBasket = 'BASKET_ADD_PRODUCT' | 'BASKET_ADD_SAME_PRODUCT'

/** Puts one of the product into the basket: a new item, or the existing item's quantity raised by 1. */
export function useAddToBasket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (product: Product): Promise<AddedToBasket> => {
      const basketId = getBasketId() ?? ''
      const basket = await queryClient.fetchQuery({ ...basketQuery(basketId), staleTime: 0 })
      const existing = basket?.Products.find(({ id }) => id === product.id)?.BasketItem
      if (existing) {
        await apiRequest(`/api/BasketItems/${existing.id}`, {
          method: 'PUT',
          body: { quantity: existing.quantity + 1 },
        })
        return 'BASKET_ADD_SAME_PRODUCT'
      }
      await apiRequest<{ data: BasketItem }>('/api/BasketItems/', {
        method: 'POST',
        body: { ProductId: product.id, BasketId: basketId, quantity: 1 },
      })
      return 'BASKET_ADD_PRODUCT'
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  })
}
