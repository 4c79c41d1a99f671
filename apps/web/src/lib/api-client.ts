import { getRememberedEmail, getToken } from './auth-storage'

/** A failed call: the HTTP status and the body the server sent (parsed JSON or plain text). */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown) {
    super(describeErrorBody(body) || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

/** The text a user should see for a server error body, whichever of the server's error shapes it has. */
export function describeErrorBody(body: unknown): string {
  if (typeof body === 'string') return body
  if (typeof body !== 'object' || body === null) return ''
  const { error, message } = body as { error?: unknown; message?: unknown }
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  if (typeof message === 'string') return message
  return JSON.stringify(body)
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

function requestHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' })
  const token = getToken()
  const email = getRememberedEmail()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (email) headers.set('X-User-Email', email)
  if (hasBody) headers.set('Content-Type', 'application/json')
  return headers
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return text
  }
}

/**
 * Calls the shop server relative to the page (the app may be served below a base path).
 * `path` starts with "/" and names the server route, e.g. "/rest/languages".
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined
  // A FormData body (a file upload) goes as multipart: the browser sets its Content-Type with the boundary.
  const isForm = options.body instanceof FormData
  const response = await fetch(`.${path}`, {
    method: options.method ?? 'GET',
    headers: requestHeaders(hasBody && !isForm),
    body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  })
  const body = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, body)
  return body as T
}

/** Sends `form` (multipart, e.g. a file) to the shop server; answers like apiRequest. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(`.${path}`, { method: 'POST', headers: requestHeaders(false), body: form })
  const body = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, body)
  return body as T
}

/**
 * POSTs `body` to a route that answers Server-Sent Events (`data: <json>` blocks) and hands each parsed event to
 * `onEvent` as it arrives, until `data: [DONE]` or the end of the stream.
 */
export async function apiStream(path: string, body: unknown, onEvent: (event: unknown) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(`.${path}`, { method: 'POST', headers: requestHeaders(true), body: JSON.stringify(body), signal })
  if (!response.ok || !response.body) throw new ApiError(response.status, await readBody(response))
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let pending = ''
  for (;;) {
    const { value, done } = await reader.read()
    pending += value ? decoder.decode(value, { stream: true }) : ''
    const blocks = pending.split('\n\n')
    pending = done ? '' : (blocks.pop() ?? '')
    for (const block of blocks) {
      const data = block.replace(/^data: ?/, '').trim()
      if (data === '[DONE]') return
      if (data !== '') onEvent(JSON.parse(data))
    }
    if (done) return
  }
}

/** The text to show for any failure: the server's message for an ApiError, the message of any other error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
