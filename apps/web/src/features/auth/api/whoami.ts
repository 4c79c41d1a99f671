import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WhoAmI } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { useSession } from '@/lib/session'

export const whoamiQueryKey = ['whoami'] as const

const whoamiQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...whoamiQueryKey, token],
    queryFn: async () => (await apiRequest<WhoAmI>('/rest/user/whoami')).user,
    enabled: token !== null,
  })

/** The logged-in user (id and email), fetched whenever the session becomes logged in; undefined otherwise. */
export function useCurrentUser(): WhoAmI['user'] | undefined {
  const { token } = useSession()
  return useQuery(whoamiQuery(token)).data
}

/** The logged-in user's email, fetched whenever the session becomes logged in; undefined otherwise. */
export function useCurrentUserEmail(): string | undefined {
  return useCurrentUser()?.email
}
