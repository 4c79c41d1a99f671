import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { feedbacksQueryKey } from './get-feedbacks'

/** Removes a feedback entry (the shop lets any logged-in user do this). */
export async function deleteFeedback(id: number): Promise<void> {
  await apiRequest(`/api/Feedbacks/${id}`, { method: 'DELETE' })
}

/** Deleting a feedback entry; the list reloads once it is gone. */
export function useDeleteFeedback() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbacksQueryKey }),
  })
}
