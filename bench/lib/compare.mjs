// Throughput rows measured interleaved against the bare Node server: round after round, the bare server, then the
// shop (then Juice Shop when given), so that the noise of a shared machine hits all of them alike.
import { cpuMilliseconds, loadAverage } from './cpu.mjs'
import { measureLoad } from './load.mjs'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** One load run, with the CPU the server process spent on it when its pid is known. */
async function measured(baseUrl, pid, row, loadOptions) {
  const cpuBefore = pid ? cpuMilliseconds(pid) : 0
  const load = await measureLoad(baseUrl, { ...row, ...loadOptions })
  const requests = load.requestsPerSecond * loadOptions.durationSeconds
  const cpuMsPerRequest = pid && requests > 0 ? (cpuMilliseconds(pid) - cpuBefore) / requests : undefined
  return { ...load, cpuMsPerRequest }
}

/**
 * For each row: `rounds` alternations of bare Node (its hello answer), Pulp and, when `juiceShopUrl` is given, Juice
 * Shop (no CPU figure: not our process). Medians of the rounds; share = Pulp req/s / bare req/s of the same rounds.
 */
export async function compareRows({ rows, bare, pulp, juiceShopUrl, rounds, loadOptions, log }) {
  const results = []
  for (const row of rows) {
    const samples = { bare: [], pulp: [], juiceShop: [], load: [] }
    for (let round = 1; round <= rounds; round += 1) {
      samples.load.push(loadAverage())
      samples.bare.push(await measured(bare.url, bare.pid, { title: 'bare node', path: '/' }, loadOptions))
      samples.pulp.push(await measured(pulp.url, pulp.pid, row, loadOptions))
      if (juiceShopUrl) samples.juiceShop.push(await measured(juiceShopUrl, undefined, row, loadOptions))
    }
    const pulpRps = median(samples.pulp.map((sample) => sample.requestsPerSecond))
    const bareRps = median(samples.bare.map((sample) => sample.requestsPerSecond))
    const result = {
      title: row.title,
      method: row.method ?? 'GET',
      path: row.path,
      requestsPerSecond: pulpRps,
      p99LatencyMs: median(samples.pulp.map((sample) => sample.p99LatencyMs)),
      cpuMsPerRequest: median(samples.pulp.map((sample) => sample.cpuMsPerRequest)),
      statusCodes: samples.pulp.at(-1).statusCodes,
      errors: samples.pulp.reduce((sum, sample) => sum + sample.errors, 0),
      bareNode: { requestsPerSecond: bareRps, cpuMsPerRequest: median(samples.bare.map((sample) => sample.cpuMsPerRequest)) },
      shareOfBareNode: pulpRps / bareRps,
      juiceShop: juiceShopUrl ? { requestsPerSecond: median(samples.juiceShop.map((sample) => sample.requestsPerSecond)) } : undefined,
      loadAverage: median(samples.load),
    }
    log(`${row.title}: ${pulpRps} req/s, ${result.cpuMsPerRequest?.toFixed(3)} ms CPU/req, ${(result.shareOfBareNode * 100).toFixed(1)} % of bare Node (${bareRps} req/s), load ${result.loadAverage}`)
    results.push(result)
  }
  return results
}
