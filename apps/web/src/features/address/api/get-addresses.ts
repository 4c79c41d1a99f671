import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address, AddressInput, ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { Address }
export type NewAddress = AddressInput

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
