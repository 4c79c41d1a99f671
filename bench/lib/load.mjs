// Throughput and tail latency of one endpoint with autocannon, on loopback.
import autocannon from 'autocannon'

/** Runs autocannon and keeps what the report needs: requests per second, p99 latency and the answers by status code. */
export async function measureLoad(baseUrl, { title, method = 'GET', path, body, headers = {}, durationSeconds, connections }) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    duration: durationSeconds,
    connections,
  })
  return {
    title,
    method,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors + result.timeouts,
  }
}
