import request from 'supertest'
import { afterEach } from 'vitest'
import type { ChatStreamEvent } from '@pulp/shared'
import { startMockLlm, type MockLlm, type MockResponder, type MockTurn } from '../../testing/mock-llm'
import { streamEvents } from './llm-chat.attacks'
import { createTestShop, type TestShop } from '../../testing/test-app'

/** A shop whose assistant talks to a scripted mock LLM; both are closed after each test. */
export interface AssistantShop {
  shop: TestShop
  llm: MockLlm
  /** POSTs /rest/chat and answers the status, headers and the stream's events ('[DONE]' as the text) */
  chat(message: string, options?: { bearer?: string; cookie?: string }): Promise<{ status: number; headers: Record<string, string>; events: Array<ChatStreamEvent | '[DONE]'> }>
}

const opened: MockLlm[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((llm) => llm.close()))
})

export async function assistantShop(script: MockTurn[] | MockResponder): Promise<AssistantShop> {
  const llm = await startMockLlm(script)
  opened.push(llm)
  const shop = createTestShop({ application: { chatBot: { llmApiUrl: llm.url, model: 'mock-model' } } })
  return {
    shop,
    llm,
    async chat(message, { bearer, cookie } = {}) {
      let pending = request(shop.app).post('/rest/chat').send({ messages: [{ role: 'user', content: message }] })
      if (bearer) pending = pending.set('Authorization', bearer)
      if (cookie) pending = pending.set('Cookie', cookie)
      const response = await pending
      return { status: response.status, headers: response.headers as Record<string, string>, events: streamEvents(response.text) }
    },
  }
}

