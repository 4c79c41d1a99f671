import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Basket } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { getBasketId } from '@/lib/auth-storage'
import { useSession } from '@/lib/session'

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
