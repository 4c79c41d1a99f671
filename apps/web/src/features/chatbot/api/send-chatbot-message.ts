import { useMutation } from '@tanstack/react-query'
import type { ChatbotAnswer, ChatbotRequest } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { storeToken } from '@/lib/auth-storage'

/** POST /rest/chatbot/respond; a token in the answer (after setname) replaces the stored one. */
export function useSendChatbotMessage() {
  return useMutation({
    mutationFn: (message: ChatbotRequest) => apiRequest<ChatbotAnswer>('/rest/chatbot/respond', { method: 'POST', body: message }),
    onSuccess: (answer) => {
      if (answer.token) storeToken(answer.token)
    },
  })
}
