import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { productReviewsQueryKey } from './search-products'

/** PATCH /rest/products/reviews: a new message for one of the user's own reviews. */
export function useEditReview(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: { id: string; message: string }) => apiRequest<unknown>('/rest/products/reviews', { method: 'PATCH', body: edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  })
}
