import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatbotAnswer } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const chatbotStatusQuery = queryOptions({
  queryKey: ['chatbot', 'status'],
  queryFn: () => apiRequest<ChatbotAnswer>('/rest/chatbot/status'),
  staleTime: Infinity,
  retry: false,
})

/** The bot's opening line: a greeting, or the question for the customer's name. */
export function useChatbotStatus() {
  return useQuery(chatbotStatusQuery)
}
