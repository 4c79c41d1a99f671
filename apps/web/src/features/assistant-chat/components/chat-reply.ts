import type { ChatStreamEvent, ChatToolCall } from '@pulp/shared'

/** The assistant's reply as the stream has built it so far. */
export interface ChatReply {
  text: string
  toolCalls: ChatToolCall[]
  error?: string
  finished: boolean
}

export const EMPTY_REPLY: ChatReply = { text: '', toolCalls: [], finished: false }

/** The reply with one more event of the stream applied. */
export function withEvent(reply: ChatReply, event: ChatStreamEvent): ChatReply {
  if ('error' in event) return { ...reply, error: event.error, finished: true }
  const [choice] = event.choices
  if ('finish_reason' in choice) return { ...reply, finished: true }
  if ('content' in choice.delta) return { ...reply, text: reply.text + choice.delta.content }
  return { ...reply, toolCalls: [...reply.toolCalls, ...choice.delta.tool_calls] }
}
