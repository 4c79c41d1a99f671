import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { addressesQueryKey, type Address, type NewAddress } from './get-addresses'

export function useUpdateAddress(addressId: number | string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (address: NewAddress) =>
      (await apiRequest<{ data: Address }>(`/api/Addresss/${addressId}`, { method: 'PUT', body: address })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  })
}
