import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse, SecurityQuestion } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const securityQuestionsQuery = queryOptions({
  queryKey: ['security-questions'],
  queryFn: async () => (await apiRequest<ListResponse<SecurityQuestion>>('/api/SecurityQuestions/')).data,
  staleTime: Infinity,
})

export function useSecurityQuestions(): SecurityQuestion[] {
  return useQuery(securityQuestionsQuery).data ?? []
}
