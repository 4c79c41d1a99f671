import { fillParams, hostileBody, hostileQuery, hostileToken, hostileValue, HOSTILE_TEXTS } from './inputs'
import { Random } from './random'
import type { RouteInfo } from './routes'
import { errorMessageOf, isIntended, type Answer } from './verdict'

export interface FuzzOptions {
  baseUrl: string
  routes: readonly RouteInfo[]
  requests: number
  socketMessages: number
  seed: number
  concurrency: number
  /** tokens of real logged-in users, so that routes behind a login are reached too */
  userTokens: readonly string[]
  log?: (line: string) => void
}

export interface FuzzReport {
  seed: number
  requests: number
  socketMessages: number
  statuses: Record<string, number>
  /** 5xx answers that are not among the intended ones */
  unexpected: Answer[]
  /** requests that got no answer in time, or lost their connection */
  failures: string[]
  /** times the shop did not answer its version within one second during the run */
  slowHeartbeats: number
  slowestMs: number
  durationMs: number
}

const ANSWER_TIMEOUT_MS = 15_000
const HEARTBEAT_EVERY = 200
const KEEP = 50
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] // HEAD answers carry no message to judge; GET covers them
const SOCKET_EVENTS = ['notification received', 'verifyLocalXssChallenge', 'verifySvgInjectionChallenge', 'verifyCloseNotificationsChallenge', 'nope', '__proto__', 'toString']

function headersFor(random: Random, userTokens: readonly string[], contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  if (contentType) headers['content-type'] = contentType
  headers.accept = random.pick(['application/json', 'text/html', '*/*', 'text/plain'])
  const userToken = userTokens.length > 0 ? random.pick(userTokens) : undefined
  const roll = random.next()
  if (roll < 0.25 && userToken) headers.authorization = `Bearer ${userToken}`
  else if (roll < 0.5) headers.authorization = random.pick([`Bearer ${hostileToken(random)}`, 'Bearer', 'Basic YTpi', hostileToken(random)])
  const cookieRoll = random.next()
  if (cookieRoll < 0.2 && userToken) headers.cookie = `token=${userToken}`
  else if (cookieRoll < 0.35) headers.cookie = random.pick(['token=j:{"a":1}', 'token=j:[1,2]', `token=${hostileToken(random)}`, 'token=%E0%A4%A', 'token'])
  if (random.chance(0.1)) headers['true-client-ip'] = String(random.pick(HOSTILE_TEXTS)).slice(0, 200).replace(/[^\t\x20-\x7e]/g, '')
  if (random.chance(0.05)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'x', '999.999.999.999, ::1'])
  return headers
}

/** Runs `count` hostile HTTP requests with `concurrency` in flight; records statuses, unexpected 5xx and failures. */
async function fuzzRequests(options: FuzzOptions, report: FuzzReport, random: Random): Promise<void> {
  let next = 0
  const heartbeat = async (): Promise<void> => {
    const started = Date.now()
    const alive = await fetch(`${options.baseUrl}/rest/admin/application-version`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false)
    if (!alive || Date.now() - started > 1000) report.slowHeartbeats++
  }
  const one = async (): Promise<void> => {
    const route = random.pick(options.routes)
    const method = random.chance(0.1) ? random.pick(METHODS) : route.method
    const path = fillParams(random, route.path)
    const url = `${options.baseUrl}${path}${random.chance(0.5) ? hostileQuery(random) : ''}`
    const { contentType, body } = method === 'GET' || method === 'HEAD' ? {} : hostileBody(random)
    const started = Date.now()
    try {
      const response = await fetch(url, {
        method,
        headers: headersFor(random, options.userTokens, contentType),
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      })
      const text = await response.text()
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1
      const answer = { method, path: route.path, status: response.status, message: response.status >= 500 ? errorMessageOf(text) : '' }
      if (!isIntended(answer) && report.unexpected.length < KEEP) report.unexpected.push({ ...answer, path: `${path} (${route.path})` })
    } catch (error) {
      if (report.failures.length < KEEP) report.failures.push(`${method} ${url.slice(0, 200)}: ${(error as Error).message}`)
    }
    report.slowestMs = Math.max(report.slowestMs, Date.now() - started)
  }
  const worker = async (): Promise<void> => {
    while (next < options.requests) {
      const index = next++
      if (index % HEARTBEAT_EVERY === 0) {
        await heartbeat()
        options.log?.(`requests: ${index}/${options.requests}`)
      }
      await one()
      report.requests++
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
}

/** A socket.io session over long polling, opened by hand so that any frame can be sent. */
async function openSession(baseUrl: string): Promise<string | undefined> {
  const open = await (await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })).text()
  const sid = /"sid":"([^"]+)"/.exec(open)?.[1]
  if (!sid) return undefined
  const url = `${baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`
  await fetch(url, { method: 'POST', body: '40', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }).then((r) => r.text())
  await fetch(url, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }).then((r) => r.text())
  return url
}

function socketFrame(random: Random): string {
  if (random.chance(0.8)) {
    const args = Array.from({ length: random.int(3) + 1 }, () => hostileValue(random))
    return `42${JSON.stringify([random.pick(SOCKET_EVENTS), ...args])}`
  }
  return random.pick(['42[', '42"x"', '4', '2', '6', '41', '40/admin,', '42["a"', '451-["x",{"_placeholder":true,"num":0}]', `42["x","${'y'.repeat(120_000)}"]`, '\u0000', '43[1]'])
}

/** Sends `count` hostile socket.io messages, reopening the session whenever the server closes it. */
async function fuzzSocket(options: FuzzOptions, report: FuzzReport, random: Random): Promise<void> {
  let url: string | undefined
  while (report.socketMessages < options.socketMessages) {
    try {
      url ??= await openSession(options.baseUrl)
      if (!url) throw new Error('no socket.io session')
      const response = await fetch(url, { method: 'POST', body: socketFrame(random), signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })
      await response.text()
      if (response.status >= 500 && report.unexpected.length < KEEP) {
        report.unexpected.push({ method: 'POST', path: '/socket.io/', status: response.status, message: 'socket.io frame' })
      }
      if (response.status !== 200) url = undefined
    } catch (error) {
      if (report.failures.length < KEEP) report.failures.push(`socket.io: ${(error as Error).message}`)
      url = undefined
    }
    report.socketMessages++
    if (report.socketMessages % 500 === 0) options.log?.(`socket messages: ${report.socketMessages}/${options.socketMessages}`)
  }
}

/** Runs the fuzz: HTTP requests and socket messages at the same time, then a last check that the shop still answers. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now()
  const report: FuzzReport = { seed: options.seed, requests: 0, socketMessages: 0, statuses: {}, unexpected: [], failures: [], slowHeartbeats: 0, slowestMs: 0, durationMs: 0 }
  await Promise.all([fuzzRequests(options, report, new Random(options.seed)), fuzzSocket(options, report, new Random(options.seed + 1))])
  const alive = await fetch(`${options.baseUrl}/rest/admin/application-version`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false)
  if (!alive) report.failures.push('the shop did not answer its version within 1 s after the run')
  report.durationMs = Date.now() - started
  return report
}

/** True when the run found nothing: no unexpected 5xx, no request without an answer, no slow heartbeat. */
export const passed = (report: FuzzReport): boolean => report.unexpected.length === 0 && report.failures.length === 0 && report.slowHeartbeats === 0
