import { Router } from 'express'
import { chatRequestSchema, SHOW_TOOL_CALLS_COOKIE, type ChatRequest, type ChatStreamEvent } from '@pulp/shared'
import type { AppContext } from '../../context'
import { sessionUser } from '../../lib/auth/guards'
import { validate } from '../../lib/validate'
import { converse, systemPrompt } from './assistant'
import { runTool, TOOL_DEFINITIONS } from './assistant-tools'
import { LlmError, type LlmSettings } from './llm-client'

const STEP_TIMEOUT_MS = 60_000

/** The model's settings from the config, and the API key from the environment (never from a file). */
const llmSettings = (ctx: AppContext): LlmSettings => ({
  url: ctx.config.application.chatBot.llmApiUrl,
  model: ctx.config.application.chatBot.model,
  apiKey: process.env.LLM_API_KEY || undefined,
  timeoutMs: STEP_TIMEOUT_MS,
})

/**
 * POST /rest/chat: the AI shop assistant, answering as a stream of Server-Sent Events that ends with [DONE]. Every
 * client gets the tool calls too; only the chat page decides (by the show_tool_calls cookie) whether to show them.
 */
export function llmChatRouter(ctx: AppContext): Router {
  const router = Router()
  router.post('/rest/chat', validate(chatRequestSchema), async (req, res) => {
    const user = sessionUser(ctx, req)
    const showToolCalls = req.cookies?.[SHOW_TOOL_CALLS_COOKIE] === 'true'
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'Content-Encoding': 'identity',
    })
    const send = (event: ChatStreamEvent | '[DONE]'): void => {
      res.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`)
    }
    const hangUp = new AbortController()
    res.on('close', () => hangUp.abort())
    if (ctx.config.application.chatBot.llmApiUrl === '') {
      send({ error: 'LLM API is not configured: set application.chatBot.llmApiUrl' })
    } else {
      const customerName = user ? String(user.username || user.email) : undefined
      const conversation = { llm: llmSettings(ctx), systemPrompt: systemPrompt(ctx.config, customerName), tools: TOOL_DEFINITIONS, runTool: runTool.bind(null, ctx, user) }
      try {
        // vuln-code-snippet start aiDebuggingChallenge
        for await (const event of converse(conversation, (req.body as ChatRequest).messages, hangUp.signal)) {
          // vuln-code-snippet hide-start
          if ('choices' in event && 'delta' in event.choices[0] && 'tool_calls' in event.choices[0].delta) {
            ctx.bus.emit('llm-chat:tool-calls-streamed', { showToolCalls, role: user?.role })
          }
          // vuln-code-snippet hide-end
          send(event) // vuln-code-snippet vuln-line aiDebuggingChallenge
        }
        // vuln-code-snippet end aiDebuggingChallenge
      } catch (error) {
        send({ error: error instanceof LlmError ? error.message : 'LLM error: the assistant failed' })
      }
    }
    send('[DONE]')
    res.end()
  })
  return router
}
