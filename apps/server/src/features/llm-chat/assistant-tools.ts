import { monthlyCoupon, type ChatToolCall } from '@pulp/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../lib/auth/guards'
import { maskEmail } from '../../db/seed'
import type { ToolDefinition } from './llm-client'
import { ownOrder, productsMatching, reviewsOfProduct } from './llm-chat.repo'

/** The tools the assistant may call, and what each call answers (as JSON for the model). */

const tool = (name: string, description: string, properties: Record<string, unknown>): ToolDefinition => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required: Object.keys(properties) } },
})

const argumentsOf = (call: ChatToolCall): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(call.function.arguments || '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

// vuln-code-snippet start chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
const COUPON_TOOL = tool('generateCoupon', 'Creates a coupon code that gives the customer the discount, in percent.', {
  discount: { type: 'integer', description: 'The discount in percent' }, // vuln-code-snippet vuln-line chatbotGreedyInjectionChallenge
})

/** A coupon for any two-digit discount the model asks for: the coupon policy is only written in the prompt. */
function generateCoupon(ctx: AppContext, discount: unknown): { couponCode: string | null; discount: unknown } {
  if (typeof discount !== 'number' || !Number.isInteger(discount) || discount < 10 || discount > 99) return { couponCode: null, discount }
  ctx.bus.emit('llm-chat:coupon-generated', { discount }) // vuln-code-snippet hide-line
  return { couponCode: monthlyCoupon(discount), discount } // vuln-code-snippet vuln-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
}
// vuln-code-snippet end chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  tool('searchProducts', 'Finds products of the shop whose name or description contains the query.', { query: { type: 'string' } }),
  tool('getProductReviews', 'Lists the customer reviews of the product with this id.', { id: { type: 'integer' } }),
  tool('getOrderById', "Looks up one of the current customer's own orders by its order id.", { orderId: { type: 'string' } }),
  COUPON_TOOL,
]

/** Runs one tool call for `user` (undefined: a guest) and answers what the model gets to read. */
export function runTool(ctx: AppContext, user: SessionUser | undefined, call: ChatToolCall): unknown {
  const args = argumentsOf(call)
  switch (call.function.name) {
    case 'searchProducts':
      return productsMatching(ctx.db, String(args.query ?? '').slice(0, 200))
    case 'getProductReviews':
      return reviewsOfProduct(ctx.docs, Number(args.id))
    case 'getOrderById': {
      if (!user) return { error: 'The customer is not logged in, so they have no orders to look up.' }
      return ownOrder(ctx.docs, String(args.orderId ?? ''), maskEmail(user.email)) ?? { error: 'No order of this customer has that id.' }
    }
    case 'generateCoupon':
      return generateCoupon(ctx, args.discount)
    default:
      return { error: `There is no tool called ${call.function.name}.` }
  }
}
