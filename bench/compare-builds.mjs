// Two builds of the server measured interleaved, so that the noise of a shared machine hits both alike: cold start
// to the first 200, RSS idle, then each bench row round after round on A and B (CPU ms per request, req/s), with
// the peak RSS of each under that load.
// Usage: node bench/compare-builds.mjs <dist folder A> <dist folder B> [--rounds N] [--starts N] [--rows a,b]
//   a dist folder sits in apps/server (e.g. apps/server/dist-base, a copy of an earlier build, and apps/server/dist),
//   so that the server finds its config and data one level up. Ports: PULP_BENCH_PORT (3200) and the next one.
import { spawn } from 'node:child_process'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { cpuMilliseconds, loadAverage } from './lib/cpu.mjs'
import { measureLoad } from './lib/load.mjs'
import { residentMegabytes } from './lib/server.mjs'
import { answersOk, readyPath, repoRoot, stopShopServer } from '../e2e/support/shop-server.mjs'

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '3' }, starts: { type: 'string', default: '5' }, rows: { type: 'string' } },
})
if (builds.length !== 2) throw new Error('Usage: node bench/compare-builds.mjs <dist folder A> <dist folder B> [--rounds N] [--starts N] [--rows a,b]')
const basePort = Number(process.env.PULP_BENCH_PORT ?? 3200)
const loadOptions = { durationSeconds: 5, connections: 20 }
const allRows = {
  version: { path: '/rest/admin/application-version' },
  products: { path: '/api/Products' },
  search: { path: '/rest/products/search?q=apple' },
  login: { method: 'POST', path: '/rest/user/login', body: { email: 'admin@juice-sh.op', password: 'not-the-password' } },
  index: { path: '/', headers: { 'accept-encoding': 'br, gzip' } },
}
const rowNames = options.rows ? options.rows.split(',') : Object.keys(allRows)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function start(build, port) {
  const started = performance.now()
  const child = spawn(process.execPath, [relative(repoRoot, join(build, 'main.js'))], {
    cwd: repoRoot, env: { ...process.env, PORT: String(port), NODE_ENV: 'test' }, stdio: 'ignore',
  })
  while (!(await answersOk(`http://127.0.0.1:${port}${readyPath}`))) {
    if (child.exitCode !== null) throw new Error(`${build} exited with ${child.exitCode}`)
    await sleep(5)
  }
  return { child, startMs: performance.now() - started }
}

const results = builds.map((build) => ({ build, startMs: [], idleRssMb: 0, peakRssMb: 0, rows: {} }))
for (let run = 0; run < Number(options.starts); run += 1) {
  for (const result of results) {
    const { child, startMs } = await start(result.build, basePort)
    result.startMs.push(startMs)
    await stopShopServer(child)
  }
}
const servers = await Promise.all(results.map((result, index) => start(result.build, basePort + index)))
await sleep(2000)
servers.forEach(({ child }, index) => (results[index].idleRssMb = residentMegabytes(child.pid)))
for (const name of rowNames) {
  for (let round = 0; round < Number(options.rounds); round += 1) {
    for (const [index, { child }] of servers.entries()) {
      const cpuBefore = cpuMilliseconds(child.pid)
      let peak = 0
      const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(child.pid))), 200)
      const load = await measureLoad(`http://127.0.0.1:${basePort + index}`, { title: name, ...allRows[name], ...loadOptions })
      clearInterval(sampler)
      const requests = load.requestsPerSecond * loadOptions.durationSeconds
      const row = (results[index].rows[name] ??= { cpuMsPerRequest: [], requestsPerSecond: [], errors: 0 })
      row.cpuMsPerRequest.push((cpuMilliseconds(child.pid) - cpuBefore) / requests)
      row.requestsPerSecond.push(load.requestsPerSecond)
      row.errors += load.errors
      results[index].peakRssMb = Math.max(results[index].peakRssMb, peak)
    }
  }
}
await Promise.all(servers.map(({ child }) => stopShopServer(child)))

console.log(`load average ${loadAverage()}`)
for (const result of results) {
  console.log(`\n${result.build}: start ${Math.round(median(result.startMs))} ms (median of ${result.startMs.length}), RSS idle ${result.idleRssMb.toFixed(1)} MB, peak ${result.peakRssMb.toFixed(1)} MB`)
  for (const [name, row] of Object.entries(result.rows)) {
    console.log(`  ${name.padEnd(9)} ${median(row.cpuMsPerRequest).toFixed(3)} ms CPU/req  ${median(row.requestsPerSecond)} req/s  errors ${row.errors}`)
  }
}
