import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export interface Address {
  id: number
  fullName: string
  mobileNum: number
  zipCode: string
  streetAddress: string
  city: string
  state: string | null
  country: string
}

export type NewAddress = Omit<Address, 'id'>

export const addressesQueryKey = ['addresses'] as const

const addressesQuery = queryOptions({
  queryKey: addressesQueryKey,
  queryFn: async () => (await apiRequest<ListResponse<Address>>('/api/Addresss')).data,
})

/** The logged-in user's saved addresses. */
export function useAddresses() {
  return useQuery(addressesQuery)
}

const addressQuery = (addressId: string) =>
  queryOptions({
    queryKey: [...addressesQueryKey, addressId],
    queryFn: async () => (await apiRequest<{ data: Address }>(`/api/Addresss/${addressId}`)).data,
  })

export function useAddress(addressId: string | null) {
  return useQuery({ ...addressQuery(addressId ?? ''), enabled: addressId !== null })
}
