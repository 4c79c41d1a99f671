import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export interface OrderedProduct {
  id?: number
  name: string
  price: number
  quantity: number
  total: number
  bonus?: number
}

/** An order as the order history, the tracking and the accounting see it. */
export interface Order {
  _id?: string
  orderId: string
  email?: string
  totalPrice: number
  products: OrderedProduct[]
  bonus: number
  /** Days until delivery, as a string; "0" once delivered. */
  eta: string | number
  delivered: boolean
  addressId?: number | string
  paymentId?: number | string
  deliveryPrice?: number
  promotionalAmount?: string | number
}

export const ordersQueryKey = ['orders'] as const

const orderHistoryQuery = queryOptions({
  queryKey: [...ordersQueryKey, 'mine'],
  queryFn: async () => (await apiRequest<ListResponse<Order>>('/rest/order-history')).data,
})

/** The logged-in customer's orders. */
export function useOrderHistory() {
  return useQuery(orderHistoryQuery)
}
