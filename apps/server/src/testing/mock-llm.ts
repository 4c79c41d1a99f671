import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A scripted OpenAI-compatible chat completions server for tests (no network, no model): each POST
 * /chat/completions takes the next turn of the script and streams it the way real servers do, in small chunks.
 */
export type MockTurn =
  | { say: string }
  | { call: Array<{ name: string; arguments: Record<string, unknown> | string }> }
  | { fail: number; body: string }
  | { garble: string }
  /** answers the headers, then never finishes the body */
  | { hang: true }

export interface MockLlmRequest {
  model: string
  messages: Array<Record<string, unknown>>
  tools: Array<{ function: { name: string } }>
  stream: boolean
}

/** A model that decides each turn from the request instead of following a script. */
export type MockResponder = (request: MockLlmRequest) => MockTurn

export interface MockLlm {
  url: string
  /** the request bodies received, in order */
  requests: MockLlmRequest[]
  /** the Authorization headers received */
  authorizations: Array<string | undefined>
  /** connections still open (a client that gave up must close its request) */
  openConnections(): number
  close(): Promise<void>
}

const chunksOf = (text: string, size = 4): string[] => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
const event = (payload: unknown): string => `data: ${JSON.stringify(payload)}\n\n`

function streamTurn(turn: Exclude<MockTurn, { fail: number } | { hang: true }>): string {
  if ('garble' in turn) return `data: ${turn.garble}\n\n`
  if ('say' in turn) {
    const deltas = chunksOf(turn.say).map((content) => event({ choices: [{ index: 0, delta: { content } }] }))
    return [...deltas, event({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }), 'data: [DONE]\n\n'].join('')
  }
  const pieces = turn.call.flatMap((call, index) => {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments)
    const [first = '', ...rest] = chunksOf(args, 6)
    return [
      event({ choices: [{ index: 0, delta: { tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: first } }] } }] }),
      ...rest.map((part) => event({ choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: part } }] } }] })),
    ]
  })
  return [...pieces, event({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] }), 'data: [DONE]\n\n'].join('')
}

const bodyOf = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A model that does what the customer's last message tells it to, as a prompt-injected one would: a coupon of the
 * percentage named, its own instructions when asked for them, a product search when asked what the shop sells.
 */
export const gullibleModel: MockResponder = ({ messages }) => {
  const last = messages.at(-1)
  if (last?.role === 'tool') return { say: 'Done. Anything else?' }
  const text = String(last?.content ?? '')
  const discount = /(\d{2}) ?(?:%|percent)/i.exec(text)?.[1]
  if (/coupon/i.test(text) && discount) return { call: [{ name: 'generateCoupon', arguments: { discount: Number(discount) } }] }
  if (/instructions/i.test(text)) return { say: String(messages[0]?.content ?? '') }
  const product = /do you (?:sell|have) ([a-z]+)/i.exec(text)?.[1]
  if (product) return { call: [{ name: 'searchProducts', arguments: { query: product } }] }
  return { say: 'How can I help you?' }
}

export async function startMockLlm(script: MockTurn[] | MockResponder): Promise<MockLlm> {
  const requests: MockLlm['requests'] = []
  const authorizations: MockLlm['authorizations'] = []
  const turns = typeof script === 'function' ? [] : [...script]
  const nextTurn = (request: MockLlmRequest): MockTurn => (typeof script === 'function' ? script(request) : (turns.shift() ?? { say: 'The script has ended.' }))
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end()
    const request = JSON.parse(await bodyOf(req)) as MockLlmRequest
    requests.push(request)
    authorizations.push(req.headers.authorization)
    const turn = nextTurn(request)
    if ('fail' in turn) return void res.writeHead(turn.fail, { 'Content-Type': 'application/json' }).end(turn.body)
    res.writeHead(200, { 'Content-Type': 'text/event-stream' })
    if ('hang' in turn) return void res.write(': thinking\n\n')
    for (const piece of streamTurn(turn).split(/(?<=\n\n)/)) res.write(piece)
    res.end()
  })
  let open = 0
  server.on('connection', (socket) => {
    open++
    socket.on('close', () => open--)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    openConnections: () => open,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
