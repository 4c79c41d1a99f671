import { vi } from 'vitest'

export interface FakeReply {
  status?: number
  json?: unknown
  text?: string
}

export type FakeHandler = FakeReply | ((request: { body: unknown; url: string }) => FakeReply)

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
  headers: Headers
}

/**
 * Replaces fetch with a tiny in-memory shop server. Routes are keyed "METHOD /path?query" (exact match first,
 * then the path without its query). Unknown routes answer 404 so a missing stub is visible in the test.
 */
export function stubServer(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).replace(/^\./, '')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    requests.push({ method, path: url, body, headers: new Headers(init?.headers) })
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`]
    const reply = typeof handler === 'function' ? handler({ body, url }) : (handler ?? { status: 404, text: 'Not stubbed' })
    const isJson = reply.json !== undefined
    return new Response(isJson ? JSON.stringify(reply.json) : (reply.text ?? ''), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': isJson ? 'application/json' : 'text/html; charset=utf-8' },
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return {
    requests,
    requestsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  }
}
