import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse, Order } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { Order }

export const ordersQueryKey = ['orders'] as const

const orderHistoryQuery = queryOptions({
  queryKey: [...ordersQueryKey, 'mine'],
  queryFn: async () => (await apiRequest<ListResponse<Order>>('/rest/order-history')).data,
})

/** The logged-in customer's orders. */
export function useOrderHistory() {
  return useQuery(orderHistoryQuery)
}
