// Pulp's performance measurements (not tests): start-up time, memory, throughput and first-load bytes.
// Runs the built server on loopback port 3200 (PULP_BENCH_PORT chooses another, so two checkouts can measure side by
// side), stops it and itself when done. `npm run bench` builds first.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startBareNode } from './lib/bare-node.mjs'
import { measureCheckout } from './lib/checkout.mjs'
import { compareRows } from './lib/compare.mjs'
import { loadAverage } from './lib/cpu.mjs'
import { measureFirstLoad } from './lib/first-load.mjs'
import { report } from './lib/report.mjs'
import { assertBuilt, assertPortFree, residentMegabytes, startShopServer, stopShopServer } from './lib/server.mjs'

const { values: options } = parseArgs({ options: {
  'juice-shop': { type: 'string' }, // a running Juice Shop to add as a column, e.g. http://127.0.0.1:3000
  'throughput-only': { type: 'boolean', default: false }, // skip the cold starts and the first load
  rounds: { type: 'string', default: '3' },
} })
const port = Number(process.env.PULP_BENCH_PORT ?? 3200)
const barePort = port + 1
const baseUrl = `http://127.0.0.1:${port}`
const coldStarts = 5
const settleMs = 2000
const watchdogMs = 5 * 60_000
const loadOptions = { durationSeconds: 5, connections: 20 }
const endpoints = [
  { title: 'application version', path: '/rest/admin/application-version' },
  { title: 'product list', path: '/api/Products' },
  { title: 'product search', path: '/rest/products/search?q=apple' },
  { title: 'failed login', method: 'POST', path: '/rest/user/login', body: { email: 'admin@juice-sh.op', password: 'not-the-password' } },
  { title: 'index.html', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measureColdStarts() {
  const samples = []
  for (let run = 1; run <= coldStarts; run += 1) {
    const { child, startMs } = await startShopServer(port)
    await stopShopServer(child)
    samples.push(startMs)
    console.log(`cold start ${run}/${coldStarts}: ${Math.round(startMs)} ms`)
  }
  return samples
}

/** Samples the server's RSS every 200 ms while `work` runs; resolves with the work's result and the peak. */
async function withPeakRss(pid, work) {
  let peak = residentMegabytes(pid)
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 200)
  try {
    return { result: await work(), peakRssMb: peak }
  } finally {
    clearInterval(sampler)
  }
}

async function measureRunningServer() {
  const { child } = await startShopServer(port)
  const bare = await startBareNode(barePort)
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    const idleRssMb = residentMegabytes(child.pid)
    console.log(`idle RSS: ${idleRssMb.toFixed(1)} MB; load average ${loadAverage()}`)
    console.log(`load: ${endpoints.length} rows, ${options.rounds} interleaved rounds of ${loadOptions.durationSeconds} s with ${loadOptions.connections} connections`)
    const { result: loads, peakRssMb } = await withPeakRss(child.pid, () => compareRows({
      rows: endpoints,
      bare: { url: `http://127.0.0.1:${barePort}`, pid: bare.pid },
      pulp: { url: baseUrl, pid: child.pid },
      juiceShopUrl: options['juice-shop'],
      rounds: Number(options.rounds),
      loadOptions,
      log: console.log,
    }))
    if (!options['throughput-only']) {
      console.log(`load: checkout for ${loadOptions.durationSeconds} s with ${loadOptions.connections} connections`)
      loads.push(await measureCheckout(baseUrl, loadOptions))
    }
    const loadedRssMb = residentMegabytes(child.pid)
    const firstLoad = options['throughput-only'] ? undefined : (console.log('first load of / in Chromium'), await measureFirstLoad(baseUrl))
    return { idleRssMb, loadedRssMb, peakRssMb, loads, firstLoad }
  } finally {
    bare.kill()
    await stopShopServer(child)
  }
}

async function main() {
  assertBuilt()
  await assertPortFree(port)
  const watchdog = setTimeout(() => {
    console.error(`bench: gave up after ${watchdogMs / 1000} s`)
    process.exit(1)
  }, watchdogMs)
  const startSamplesMs = options['throughput-only'] ? [] : await measureColdStarts()
  const running = await measureRunningServer()
  report({ startMs: median(startSamplesMs), startSamplesMs, ...running }, fileURLToPath(new URL('./results.json', import.meta.url)))
  clearTimeout(watchdog)
}

main().catch((error) => {
  console.error(`bench failed: ${error.message}`)
  process.exit(1)
})
