import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SecurityQuestion } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const securityQuestionQuery = (email: string) =>
  queryOptions({
    queryKey: ['security-question', email],
    queryFn: async () =>
      (await apiRequest<{ question?: SecurityQuestion }>(`/rest/user/security-question?email=${encodeURIComponent(email)}`))
        .question ?? null,
    enabled: email !== '',
  })

/** The security question of the account with this email: null for an unknown email, undefined while unknown. */
export function useSecurityQuestionOf(email: string): SecurityQuestion | null | undefined {
  return useQuery(securityQuestionQuery(email)).data
}
