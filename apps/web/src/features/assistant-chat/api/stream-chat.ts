import { useMutation } from '@tanstack/react-query'
import type { ChatMessage, ChatStreamEvent } from '@pulp/shared'
import { apiStream } from '@/lib/api-client'

export interface ChatStreamCall {
  messages: ChatMessage[]
  /** each event of the stream, as it arrives */
  onEvent: (event: ChatStreamEvent) => void
}

/** POST /rest/chat: the assistant's answer arrives piece by piece through `onEvent`. */
export function useStreamChat() {
  return useMutation({
    mutationFn: ({ messages, onEvent }: ChatStreamCall) => apiStream('/rest/chat', { messages }, (event) => onEvent(event as ChatStreamEvent)),
  })
}
