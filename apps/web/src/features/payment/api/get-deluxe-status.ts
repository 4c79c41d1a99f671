import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const deluxeStatusQueryKey = ['deluxe-membership'] as const

const deluxeStatusQuery = queryOptions({
  queryKey: deluxeStatusQueryKey,
  queryFn: async () =>
    (await apiRequest<{ data: { membershipCost: number } }>('/rest/deluxe-membership')).data.membershipCost,
  // The server refuses members and non-customers with a reason; asking again does not change it.
  retry: false,
})

/** What the membership costs the logged-in customer; the error carries the server's reason when they may not join. */
export function useDeluxeMembershipCost(enabled = true) {
  return useQuery({ ...deluxeStatusQuery, enabled })
}
