import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { productReviewsQueryKey } from './search-products'

/** PUT /rest/products/:id/reviews: the shop stores the author the browser names (the logged-in email). */
export function useWriteReview(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (review: { message: string; author: string }) =>
      apiRequest<{ status: string }>(`/rest/products/${productId}/reviews`, { method: 'PUT', body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  })
}
