// Calls to the shop's API that set up or check what the browser tests do.
import type { APIRequestContext } from '@playwright/test'

export interface Customer {
  email: string
  password: string
}

interface ChallengeState {
  key: string
  name: string
  solved: boolean
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

/** A customer nobody used before: the server is shared by the whole run. */
export function newCustomer(label: string): Customer {
  const unique = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`
  return { email: `${label}.${unique}@pulp.test`, password: 'Fresh-Juice-42' }
}

/** The challenge as the score board API reports it. */
export async function challengeState(request: APIRequestContext, key: string): Promise<ChallengeState> {
  const path = `/api/Challenges/?key=${encodeURIComponent(key)}`
  const { data } = await json<{ data: ChallengeState[] }>(await request.get(path), `GET ${path}`)
  if (data.length !== 1) throw new Error(`expected one challenge with key ${key}, got ${data.length}`)
  return data[0]
}

/** Registers the customer with the first security question and the answer `Pulp`, as the registration form does. */
export async function registerCustomer(request: APIRequestContext, customer: Customer): Promise<void> {
  const questions = await json<{ data: { id: number; question: string }[] }>(
    await request.get('/api/SecurityQuestions/'),
    'GET /api/SecurityQuestions/',
  )
  const response = await request.post('/api/Users/', {
    data: {
      email: customer.email,
      password: customer.password,
      passwordRepeat: customer.password,
      securityQuestion: questions.data[0],
      securityAnswer: 'Pulp',
    },
  })
  const { data: user } = await json<{ data: { id: number } }>(response, 'POST /api/Users/')
  const answer = await request.post('/api/SecurityAnswers/', {
    data: { UserId: user.id, answer: 'Pulp', SecurityQuestionId: questions.data[0].id },
  })
  await json(answer, 'POST /api/SecurityAnswers/')
}

/** Logs in and returns the token the web app keeps in local storage. */
export async function logIn(request: APIRequestContext, customer: Customer): Promise<string> {
  const response = await request.post('/rest/user/login', { data: customer })
  const { authentication } = await json<{ authentication: { token: string } }>(response, 'POST /rest/user/login')
  return authentication.token
}
