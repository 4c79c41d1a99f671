import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { productReviewsQueryKey } from './search-products'

/** POST /rest/products/reviews: one like per user and review. */
export function useLikeReview(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: string) => apiRequest<unknown>('/rest/products/reviews', { method: 'POST', body: { id: reviewId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  })
}
