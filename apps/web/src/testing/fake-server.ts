import { shopApi, shopRouteOf, type ShopAnswer, type ShopRoute } from '@pulp/shared'
import { expect, vi } from 'vitest'

type SuccessStatus = 200 | 201 | 204
type FailureStatus = 400 | 401 | 402 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 503

/** A stubbed answer. A success that carries JSON must be the route's answer of the shared API contract. */
export type FakeReply<Answer = unknown> =
  | { status?: SuccessStatus; json?: Answer; text?: string }
  | { status: FailureStatus; json?: unknown; text?: string }

export type FakeHandler<Answer = unknown> = FakeReply<Answer> | ((request: { body: unknown; url: string }) => FakeReply<Answer>)

/** "GET /api/Users/:id" as the keys tests write it: "GET /api/Users/1", with or without a query string. */
type ConcretePath<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${ConcretePath<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern

/**
 * The routes of a fake server, keyed "METHOD /path?query". Routes of the shared API contract (packages/shared
 * src/api.ts) only take answers of their schema's type; other routes take anything.
 */
export type FakeRoutes = { [Route in ShopRoute as ConcretePath<Route> | `${ConcretePath<Route>}?${string}`]?: FakeHandler<ShopAnswer<Route>> } & {
  [route: string]: FakeHandler
}

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
  headers: Headers
}

/** Fails the test when a stubbed success answer does not parse with its route's schema in the shared contract. */
function checkAgainstContract(method: string, url: string, reply: FakeReply): void {
  const route = shopRouteOf(method, url)
  if (!route || reply.json === undefined || (reply.status ?? 200) >= 300) return
  const parsed = shopApi[route].safeParse(reply.json)
  expect(parsed.error?.issues ?? [], `the stubbed answer of ${method} ${url} breaks the shared API contract (${route})`).toEqual([])
}

/**
 * Replaces fetch with a tiny in-memory shop server. Routes are keyed "METHOD /path?query" (exact match first,
 * then the path without its query). Unknown routes answer 404 so a missing stub is visible in the test.
 */
export function stubServer(routes: FakeRoutes) {
  const table = routes as Record<string, FakeHandler>
  for (const [key, handler] of Object.entries(table)) {
    const [method, url] = key.split(' ')
    if (typeof handler !== 'function') checkAgainstContract(method, url, handler)
  }
  const requests: RecordedRequest[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).replace(/^\./, '')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    requests.push({ method, path: url, body, headers: new Headers(init?.headers) })
    const handler = table[`${method} ${url}`] ?? table[`${method} ${url.split('?')[0]}`]
    const reply = typeof handler === 'function' ? handler({ body, url }) : (handler ?? { status: 404, text: 'Not stubbed' })
    if (typeof handler === 'function') checkAgainstContract(method, url, reply)
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
