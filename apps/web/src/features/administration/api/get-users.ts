import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse, PublicUser } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: async () => (await apiRequest<ListResponse<PublicUser>>('/api/Users')).data,
})

/** Every registered user (any logged-in user may ask: the shop checks only the token). */
export function useRegisteredUsers() {
  return useQuery(usersQuery)
}
