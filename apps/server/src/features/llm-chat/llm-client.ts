import type { ChatToolCall } from '@pulp/shared'

/**
 * A streaming client for any OpenAI-compatible chat completions API (Ollama, llama.cpp's server, vLLM, hosted):
 * POST <url>/chat/completions with `stream: true`, read back as Server-Sent Events.
 */

export interface LlmSettings {
  /** the API's base URL, e.g. http://localhost:11434/v1 */
  url: string
  model: string
  apiKey: string | undefined
  /** for one completion (one step of the conversation) */
  timeoutMs: number
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export interface ToolDefinition {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

/** A piece of a tool call as a stream delivers it: the first piece names it, the rest add to its arguments. */
export interface ToolCallDelta {
  index: number
  id?: string
  function?: { name?: string; arguments?: string }
}

export interface CompletionChunk {
  content?: string
  toolCalls?: ToolCallDelta[]
  finishReason?: string
}

/** What the chat stream reports as `{error}`: the LLM could not be reached, or answered with an error. */
export class LlmError extends Error {
  override name = 'LlmError'
}

const MAX_LINE_LENGTH = 1_000_000

/** Streams one completion of `messages`, offering `tools`; throws LlmError when the API cannot be used. */
export async function* streamCompletion(
  llm: LlmSettings,
  messages: readonly LlmMessage[],
  tools: readonly ToolDefinition[],
  signal: AbortSignal,
): AsyncGenerator<CompletionChunk> {
  const response = await request(llm, messages, tools, signal)
  if (!response.ok || !response.body) {
    const text = (await response.text().catch(() => '')).slice(0, 300)
    throw new LlmError(`LLM error: ${response.status} ${text || response.statusText}`.trim())
  }
  const decoder = new TextDecoder()
  let pending = ''
  try {
    for await (const bytes of response.body) {
      pending += decoder.decode(bytes as Uint8Array, { stream: true })
      if (pending.length > MAX_LINE_LENGTH) throw new LlmError('LLM error: the answer is not a stream of events')
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const chunk = readEventLine(line)
        if (chunk === 'done') return
        if (chunk) yield chunk
      }
    }
  } catch (error) {
    if (error instanceof LlmError) throw error
    throw new LlmError(signal.aborted ? 'LLM error: the LLM took too long to answer' : 'LLM error: the connection to the LLM broke off', { cause: error })
  }
}

async function request(llm: LlmSettings, messages: readonly LlmMessage[], tools: readonly ToolDefinition[], signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(`${llm.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(llm.apiKey ? { Authorization: `Bearer ${llm.apiKey}` } : {}) },
      body: JSON.stringify({ model: llm.model, messages, tools, stream: true }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(llm.timeoutMs)]),
    })
  } catch (error) {
    throw new LlmError('LLM API is not reachable', { cause: error })
  }
}

/** One line of the API's event stream: a chunk, 'done' at `[DONE]`, or nothing for blank lines and comments. */
function readEventLine(line: string): CompletionChunk | 'done' | undefined {
  const trimmed = line.trim()
  if (!trimmed.startsWith('data:')) return undefined
  const data = trimmed.slice('data:'.length).trim()
  if (data === '[DONE]') return 'done'
  let parsed: { choices?: Array<{ delta?: { content?: unknown; tool_calls?: unknown }; finish_reason?: unknown }>; error?: unknown }
  try {
    parsed = JSON.parse(data)
  } catch {
    throw new LlmError('LLM error: the answer is not a stream of events')
  }
  if (parsed.error !== undefined) throw new LlmError(`LLM error: ${describe(parsed.error)}`)
  const choice = parsed.choices?.[0]
  const content = choice?.delta?.content
  const toolCalls = choice?.delta?.tool_calls
  return {
    ...(typeof content === 'string' && content !== '' ? { content } : {}),
    ...(Array.isArray(toolCalls) ? { toolCalls: toolCalls.filter(isToolCallDelta) } : {}),
    ...(typeof choice?.finish_reason === 'string' ? { finishReason: choice.finish_reason } : {}),
  }
}

const isToolCallDelta = (value: unknown): value is ToolCallDelta =>
  typeof value === 'object' && value !== null && Number.isInteger((value as ToolCallDelta).index)

const describe = (error: unknown): string =>
  typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : 'unknown error'
