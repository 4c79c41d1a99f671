import { z } from 'zod'

/** POST /rest/chat: the conversation so far, as the chat page keeps it (the server adds its own system prompt). */
export const CHAT_MESSAGE_MAX = 4000
export const chatRequestSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(CHAT_MESSAGE_MAX) }))
    .min(1)
    .max(50),
})
export type ChatRequest = z.infer<typeof chatRequestSchema>
export type ChatMessage = ChatRequest['messages'][number]

/** A tool call as the stream reports it (OpenAI's shape; `arguments` is JSON text). */
export interface ChatToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

/** One `data:` event of the POST /rest/chat stream (the stream ends with `data: [DONE]`). */
export type ChatStreamEvent =
  | { choices: [{ delta: { content: string } }] }
  | { choices: [{ delta: { tool_calls: ChatToolCall[] } }] }
  | { choices: [{ finish_reason: string }] }
  | { error: string }

/** The cookie that makes the chat page show the tool calls (the page offers it to admins only). */
export const SHOW_TOOL_CALLS_COOKIE = 'show_tool_calls'
