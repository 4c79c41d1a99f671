import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { getBasketId } from '@/lib/auth-storage'
import { useSession } from '@/lib/session'

export interface BasketItem {
  id: number
  ProductId: number
  BasketId: number
  quantity: number
}

/** A product in the basket, with the basket row that says how many of it. */
export interface BasketProduct extends Product {
  BasketItem: BasketItem
}

export interface Basket {
  id: number
  coupon: string | null
  UserId: number
  Products: BasketProduct[]
}

export const basketQueryKey = ['basket'] as const

export const basketQuery = (basketId: string) =>
  queryOptions({
    queryKey: [...basketQueryKey, basketId],
    queryFn: async () => (await apiRequest<{ data: Basket | null }>(`/rest/basket/${basketId}`)).data,
  })

/** The logged-in user's basket (the one the login named); idle while logged out. */
export function useBasket() {
  const { isLoggedIn } = useSession()
  const basketId = getBasketId() ?? ''
  return useQuery({ ...basketQuery(basketId), enabled: isLoggedIn && basketId !== '' })
}
