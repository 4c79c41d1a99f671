// Load check (not a benchmark): 200 connections for 60 s on a mix of search, product list, login, basket (when the
// shop has one) and the web app's page, three passes on one server; no errors allowed, and memory must stay flat.
// `npm run loadcheck` builds first. Options: --connections N (200), --duration S (60), --passes N (3), --port N (3210),
// --timeout S (30: an answer slower than this counts as an error; on a busy shared machine 10 s is not enough).
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { assertBuilt, assertPortFree, residentMegabytes, startShopServer, stopShopServer } from './lib/server.mjs'

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    passes: { type: 'string', default: '3' },
    port: { type: 'string', default: '3210' },
    timeout: { type: 'string', default: '30' },
  },
})
const port = Number(values.port)
const baseUrl = `http://127.0.0.1:${port}`
/** Growth of the shop's memory from the first pass to the last that still counts as flat. */
const flatGrowthMb = 40

/** The shop's child processes (the query sandbox), whose memory counts too. */
function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

const memoryOf = (pid) => {
  const children = childPids(pid).map((child) => { try { return residentMegabytes(child) } catch { return 0 } })
  return { shopMb: residentMegabytes(pid), childrenMb: children.reduce((sum, mb) => sum + mb, 0) }
}

/** The requests of the mix; a basket is included when the shop answers one for the admin. */
async function requestMix() {
  const login = await fetch(`${baseUrl}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@juice-sh.op', password: 'admin123' }),
  })
  const { authentication } = await login.json()
  const mix = [
    { method: 'GET', path: '/rest/products/search?q=apple' },
    { method: 'GET', path: '/api/Products' },
    { method: 'POST', path: '/rest/user/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'jim@juice-sh.op', password: 'ncc-1701' }) },
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/rest/products/search?q=' },
  ]
  const basketPath = `/rest/basket/${authentication.bid}`
  const basket = await fetch(`${baseUrl}${basketPath}`, { headers: { Authorization: `Bearer ${authentication.token}` } })
  if (basket.ok) mix.push({ method: 'GET', path: basketPath, headers: { Authorization: `Bearer ${authentication.token}` } })
  return { mix, hasBasket: basket.ok }
}

function runPass(requests) {
  return autocannon({ url: baseUrl, connections: Number(values.connections), duration: Number(values.duration), timeout: Number(values.timeout), requests })
}

async function main() {
  assertBuilt()
  await assertPortFree(port)
  const { child } = await startShopServer(port)
  const passes = []
  try {
    const { mix, hasBasket } = await requestMix()
    console.log(`load check: ${values.passes} passes of ${values.duration} s with ${values.connections} connections; mix: ${mix.map((r) => r.path).join(', ')}${hasBasket ? '' : ' (no basket route in this shop)'}`)
    for (let pass = 1; pass <= Number(values.passes); pass++) {
      const result = await runPass(mix)
      const memory = memoryOf(child.pid)
      const non2xx = result.non2xx
      const errors = result.errors + result.timeouts
      passes.push({ pass, requests: result.requests.total, requestsPerSecond: Math.round(result.requests.average), p99LatencyMs: result.latency.p99, non2xx, errors, rssMb: Math.round(memory.shopMb), queryChildRssMb: Math.round(memory.childrenMb) })
      console.log(`pass ${pass}: ${result.requests.total} requests (${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms), ${errors} errors, ${non2xx} non-2xx, shop RSS ${memory.shopMb.toFixed(1)} MB, query child RSS ${memory.childrenMb.toFixed(1)} MB`)
    }
  } finally {
    await stopShopServer(child)
  }
  const growth = passes.at(-1).rssMb - passes[0].rssMb
  const failed = passes.some((pass) => pass.errors > 0 || pass.non2xx > 0) || growth > flatGrowthMb
  console.log(JSON.stringify({ passes, rssGrowthMb: growth }, null, 2))
  console.log(`load check ${failed ? 'FAILED' : 'passed'}: RSS grew ${growth} MB from the first pass to the last (at most ${flatGrowthMb} MB counts as flat)`)
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error(`load check failed: ${error.message}`)
  process.exit(1)
})
