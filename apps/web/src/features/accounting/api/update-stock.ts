import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Quantity } from '@pulp/shared'
import { quantitiesQuery } from '@/features/products'
import { apiRequest } from '@/lib/api-client'

/** Sets a product's stock (the server allows it from the accounting office's address only). */
export function useUpdateStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ quantityId, quantity }: { quantityId: number; quantity: number }) =>
      (await apiRequest<{ data: Quantity }>(`/api/Quantitys/${quantityId}`, { method: 'PUT', body: { quantity } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quantitiesQuery.queryKey }),
  })
}
