import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Feedback, ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { Feedback }

export const feedbacksQueryKey = ['feedbacks'] as const

const feedbacksQuery = queryOptions({
  queryKey: feedbacksQueryKey,
  queryFn: async () => (await apiRequest<ListResponse<Feedback>>('/api/Feedbacks')).data,
})

export function useCustomerFeedback() {
  return useQuery(feedbacksQuery)
}
