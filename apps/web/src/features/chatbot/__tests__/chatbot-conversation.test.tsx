import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { getToken, storeToken } from '@/lib/auth-storage'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { ChatbotConversation } from '../components/chatbot-conversation'

/** Typing and clicking through a whole form takes a while on a busy machine. */
const SLOW_UI_TEST_MS = 20_000

afterEach(() => localStorage.clear())

describe('chatbot conversation', () => {
  it('sends the name first when the bot asks for it, keeps the new token, then asks questions', async () => {
    storeToken(tokenWithRole('customer'))
    const server = stubServer({
      'GET /rest/chatbot/status': { json: { status: true, action: 'namequery', body: 'What shall I call you?' } },
      'POST /rest/chatbot/respond': ({ body }) => {
        const { action, query } = body as { action: string; query: string }
        return action === 'setname'
          ? { json: { action: 'response', body: `Nice to meet you ${query}`, token: 'renewed.token.value' } }
          : { json: { action: 'response', body: 'Apple Juice (1000ml) costs 1.99¤.' } }
      },
    })
    renderScreen(<ChatbotConversation botName="Juicy" />)
    expect(await screen.findByText('What shall I call you?')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Your name'), 'Jim')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Nice to meet you Jim')).toBeInTheDocument()
    expect(getToken()).toBe('renewed.token.value')
    await userEvent.type(screen.getByLabelText('Your message'), 'apple juice price?')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Apple Juice (1000ml) costs 1.99¤.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/chatbot/respond').map((request) => request.body)).toEqual([
      { action: 'setname', query: 'Jim' },
      { action: 'query', query: 'apple juice price?' },
    ])
  }, SLOW_UI_TEST_MS)
})
