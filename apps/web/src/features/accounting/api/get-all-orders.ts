import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { ordersQueryKey, type Order } from '@/features/orders'
import { apiRequest } from '@/lib/api-client'

const allOrdersQuery = queryOptions({
  queryKey: [...ordersQueryKey, 'all'],
  queryFn: async () => (await apiRequest<ListResponse<Order>>('/rest/order-history/orders')).data,
})

/** Every customer's orders, newest first (accounting only). */
export function useAllOrders() {
  return useQuery(allOrdersQuery)
}
