// Throughput and tail latency of one endpoint with autocannon, on loopback.
import autocannon from 'autocannon'

/** Runs autocannon and keeps what the report needs: requests per second, p99 latency and the status mix. */
export async function measureLoad(baseUrl, { title, method = 'GET', path, body, durationSeconds, connections }) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    duration: durationSeconds,
    connections,
  })
  return {
    title,
    method,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    responses2xx: result['2xx'],
    responsesNon2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
