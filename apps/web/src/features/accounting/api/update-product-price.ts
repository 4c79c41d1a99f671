import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Product } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export function useUpdateProductPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ productId, price }: { productId: number; price: number }) =>
      (await apiRequest<{ data: Product }>(`/api/Products/${productId}`, { method: 'PUT', body: { price } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  })
}
