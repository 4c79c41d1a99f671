// One request mix against a single shop and against a class of teams: the same paths in the same order, the same
// number of connections; in class mode each connection is one team's browser (its pulp_team cookie).
import autocannon from 'autocannon'
import { cpuMilliseconds } from './cpu.mjs'

export const REQUEST_MIX = ['/rest/admin/application-version', '/api/Products', '/rest/products/search?q=apple', '/api/Challenges', '/rest/languages']

/**
 * Runs the mix for `durationSeconds` with `connections` connections. `cookies` (class mode): connection n sends
 * cookies[n % cookies.length]. Answers req/s, p99, CPU ms per request of `pid`, and the answers by status code.
 */
export async function runMix(baseUrl, pid, { cookies, durationSeconds, connections }) {
  let nextConnection = 0
  const cpuBefore = cpuMilliseconds(pid)
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (request, context) => {
          if (context.connection === undefined) {
            context.connection = nextConnection
            nextConnection += 1
            context.sent = 0
          }
          const path = REQUEST_MIX[(context.connection + context.sent) % REQUEST_MIX.length]
          context.sent += 1
          const headers = cookies ? { ...request.headers, cookie: cookies[context.connection % cookies.length] } : request.headers
          return { ...request, path, headers }
        },
      },
    ],
  })
  const answered = result.requests.total
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    cpuMsPerRequest: answered > 0 ? (cpuMilliseconds(pid) - cpuBefore) / answered : undefined,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors + result.timeouts,
  }
}
