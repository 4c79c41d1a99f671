import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { ordersQueryKey, type Order } from './get-order-history'

/** Anyone may track an order by its id; an unknown id comes back as `{orderId}` alone. */
const trackedOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'track', orderId],
    queryFn: async () =>
      (await apiRequest<ListResponse<Partial<Order>>>(`/rest/track-order/${encodeURIComponent(orderId)}`)).data[0],
  })

export function useTrackedOrder(orderId: string) {
  return useQuery({ ...trackedOrderQuery(orderId), enabled: orderId !== '' })
}
