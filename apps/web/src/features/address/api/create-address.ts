import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { addressesQueryKey, type Address, type NewAddress } from './get-addresses'

export function useCreateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (address: NewAddress) =>
      (await apiRequest<{ data: Address }>('/api/Addresss/', { method: 'POST', body: address })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  })
}
