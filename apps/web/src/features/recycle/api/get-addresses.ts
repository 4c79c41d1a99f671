import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

/** A saved address of the logged-in customer. */
export interface SavedAddress {
  id: number
  fullName: string
  streetAddress: string
  city: string
  zipCode: string
  country: string
}

const addressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: async () => (await apiRequest<ListResponse<SavedAddress>>('/api/Addresss')).data,
  retry: false,
})

export function useSavedAddresses() {
  return useQuery(addressesQuery)
}
