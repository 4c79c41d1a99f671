// Pulp's performance measurements (not tests): start-up time, memory, throughput and first-load bytes.
// Runs the built server on loopback port 3200 (PULP_BENCH_PORT chooses another, so two checkouts can measure side by
// side), stops it and itself when done. `npm run bench` builds first.
import { fileURLToPath } from 'node:url'
import { measureCheckout } from './lib/checkout.mjs'
import { measureFirstLoad } from './lib/first-load.mjs'
import { measureLoad } from './lib/load.mjs'
import { report } from './lib/report.mjs'
import { assertBuilt, assertPortFree, residentMegabytes, startShopServer, stopShopServer } from './lib/server.mjs'

const port = Number(process.env.PULP_BENCH_PORT ?? 3200)
const baseUrl = `http://127.0.0.1:${port}`
const coldStarts = 5
const settleMs = 2000
const watchdogMs = 5 * 60_000
const loadOptions = { durationSeconds: 10, connections: 10 }
const endpoints = [
  { title: 'product search', path: '/rest/products/search?q=apple' },
  { title: 'product list', path: '/api/Products' },
  { title: 'application version', path: '/rest/admin/application-version' },
  { title: 'failed login', method: 'POST', path: '/rest/user/login', body: { email: 'admin@juice-sh.op', password: 'not-the-password' } },
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

async function measureRunningServer() {
  const { child } = await startShopServer(port)
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    const idleRssMb = residentMegabytes(child.pid)
    console.log(`idle RSS: ${idleRssMb.toFixed(1)} MB`)
    const loads = []
    for (const endpoint of endpoints) {
      console.log(`load: ${endpoint.title} for ${loadOptions.durationSeconds} s with ${loadOptions.connections} connections`)
      loads.push(await measureLoad(baseUrl, { ...endpoint, ...loadOptions }))
    }
    console.log(`load: checkout for ${loadOptions.durationSeconds} s with ${loadOptions.connections} connections`)
    loads.push(await measureCheckout(baseUrl, loadOptions))
    const loadedRssMb = residentMegabytes(child.pid)
    console.log('first load of / in Chromium')
    const firstLoad = await measureFirstLoad(baseUrl)
    return { idleRssMb, loadedRssMb, loads, firstLoad }
  } finally {
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
  const startSamplesMs = await measureColdStarts()
  const running = await measureRunningServer()
  report({ startMs: median(startSamplesMs), startSamplesMs, ...running }, fileURLToPath(new URL('./results.json', import.meta.url)))
  clearTimeout(watchdog)
}

main().catch((error) => {
  console.error(`bench failed: ${error.message}`)
  process.exit(1)
})
