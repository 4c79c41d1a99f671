import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicUser } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', id],
    queryFn: async () => (await apiRequest<{ data: PublicUser }>(`/api/Users/${id}`)).data,
  })

export function useUser(id: number) {
  return useQuery(userQuery(id))
}
