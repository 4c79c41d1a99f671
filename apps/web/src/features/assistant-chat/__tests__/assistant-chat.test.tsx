import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { storeToken } from '@/lib/auth-storage'
import { removeCookie } from '@/lib/cookies'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { AssistantChat } from '../components/assistant-chat'

const SLOW_UI_TEST_MS = 20_000

const stream = (...events: unknown[]) => ({ text: [...events.map((event) => `data: ${JSON.stringify(event)}`), 'data: [DONE]'].join('\n\n') + '\n\n' })
const delta = (content: string) => ({ choices: [{ delta: { content } }] })
const toolCall = { choices: [{ delta: { tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'searchProducts', arguments: '{"query":"apple"}' } }] } }] }
const finish = { choices: [{ finish_reason: 'stop' }] }

afterEach(() => {
  localStorage.clear()
  removeCookie('show_tool_calls')
})

async function ask(question: string) {
  await userEvent.type(screen.getByLabelText('Your message'), question)
  await userEvent.click(screen.getByRole('button', { name: 'Send' }))
}

describe('the AI assistant chat', () => {
  it('shows the streamed answer and sends the whole conversation with the next question', async () => {
    const server = stubServer({ 'POST /rest/chat': stream(delta('We have '), delta('apple juice.'), finish) })
    renderScreen(<AssistantChat botName="Juicy" />)
    await ask('Any apple juice?')
    expect(await screen.findByText('We have apple juice.')).toBeInTheDocument()
    await ask('How much?')
    await screen.findAllByText('We have apple juice.')
    expect(server.requestsTo('POST', '/rest/chat').at(-1)?.body).toEqual({
      messages: [
        { role: 'user', content: 'Any apple juice?' },
        { role: 'assistant', content: 'We have apple juice.' },
        { role: 'user', content: 'How much?' },
      ],
    })
  }, SLOW_UI_TEST_MS)

  it('shows an error event of the stream, such as an unreachable LLM', async () => {
    stubServer({ 'POST /rest/chat': stream({ error: 'LLM API is not reachable' }) })
    renderScreen(<AssistantChat botName="Juicy" />)
    await ask('hello')
    expect(await screen.findByText('LLM API is not reachable')).toBeInTheDocument()
  }, SLOW_UI_TEST_MS)

  it('shows tool calls only with the show_tool_calls cookie, which only an admin is offered to set', async () => {
    stubServer({ 'POST /rest/chat': stream(toolCall, delta('Found it.'), finish) })
    storeToken(tokenWithRole('customer'))
    const customer = renderScreen(<AssistantChat botName="Juicy" />)
    expect(screen.queryByLabelText('Show tool calls')).not.toBeInTheDocument()
    await ask('apple?')
    expect(await screen.findByText('Found it.')).toBeInTheDocument()
    expect(screen.queryByText(/Tool call: searchProducts/)).not.toBeInTheDocument()
    customer.unmount()

    storeToken(tokenWithRole('admin'))
    renderScreen(<AssistantChat botName="Juicy" />)
    await userEvent.click(screen.getByLabelText('Show tool calls'))
    expect(document.cookie).toContain('show_tool_calls=true')
    await ask('apple?')
    expect(await screen.findByText('Tool call: searchProducts({"query":"apple"})')).toBeInTheDocument()
  }, SLOW_UI_TEST_MS)
})
