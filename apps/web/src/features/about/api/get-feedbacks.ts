import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

/** A published customer feedback (the author is already masked inside the comment). */
export interface PublishedFeedback {
  id: number
  comment: string
  rating: number
}

const feedbacksQuery = queryOptions({
  queryKey: ['feedbacks'],
  queryFn: async () => (await apiRequest<ListResponse<PublishedFeedback>>('/api/Feedbacks/')).data,
})

export function usePublishedFeedbacks() {
  return useQuery(feedbacksQuery)
}
