import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DeliveryMethod, ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const deliveryMethodsQuery = queryOptions({
  queryKey: ['delivery-methods'],
  queryFn: async () => (await apiRequest<ListResponse<DeliveryMethod>>('/api/Deliverys')).data,
})

export function useDeliveryMethods() {
  return useQuery(deliveryMethodsQuery)
}

const deliveryMethodQuery = (methodId: string) =>
  queryOptions({
    queryKey: ['delivery-methods', methodId],
    queryFn: async () => (await apiRequest<{ data: DeliveryMethod }>(`/api/Deliverys/${methodId}`)).data,
  })

export function useDeliveryMethod(methodId: string | null) {
  return useQuery({ ...deliveryMethodQuery(methodId ?? ''), enabled: methodId !== null })
}
