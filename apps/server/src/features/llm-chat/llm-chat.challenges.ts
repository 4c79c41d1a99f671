import { defineDetectors } from '../../training/detectors'
import { systemPrompt } from './assistant'
import { bigramSimilarity } from './text-similarity'

const PROMPT_INJECTION_DISCOUNT = 10
const GREEDY_DISCOUNT = 50
/** How close a complaint must come to the system prompt to count as having extracted it. */
const EXTRACTED_PROMPT_SIMILARITY = 0.25

/**
 * The AI assistant's holes: coupons beyond the policy, tool calls shown to a non-admin, and the system prompt
 * handed back to the shop in a complaint.
 */
export const llmChatDetectors = defineDetectors(
  ['chatbotPromptInjectionChallenge', 'chatbotGreedyInjectionChallenge', 'aiDebuggingChallenge', 'systemPromptExtractionChallenge'],
  (ctx) => {
    ctx.bus.on('llm-chat:coupon-generated', ({ discount }) => {
      if (discount >= PROMPT_INJECTION_DISCOUNT) ctx.training.solve('chatbotPromptInjectionChallenge')
      if (discount >= GREEDY_DISCOUNT) ctx.training.solve('chatbotGreedyInjectionChallenge')
    })
    ctx.bus.on('llm-chat:tool-calls-streamed', ({ showToolCalls, role }) => {
      if (showToolCalls && role !== 'admin') ctx.training.solve('aiDebuggingChallenge')
    })
    ctx.bus.on('crud:written', ({ resource, action, row }) => {
      if (resource !== 'Complaints' || action !== 'create' || typeof row.message !== 'string') return
      if (bigramSimilarity(row.message, systemPrompt(ctx.config)) >= EXTRACTED_PROMPT_SIMILARITY) ctx.training.solve('systemPromptExtractionChallenge')
    })
  },
)
