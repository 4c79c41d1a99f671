import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

/** A photo on the wall; `imagePath` is relative to the shop, e.g. "assets/public/images/uploads/x.jpg". */
export interface Memory {
  id: number
  caption: string
  imagePath: string
  UserId: number
  User: { username?: string | null; email?: string } | null
}

export const memoriesQueryKey = ['memories'] as const

const memoriesQuery = queryOptions({
  queryKey: memoriesQueryKey,
  queryFn: async () => (await apiRequest<ListResponse<Memory>>('/rest/memories')).data,
})

export function useMemories() {
  return useQuery(memoriesQuery)
}
