// The first load of `/` alone, broken down by resource type and by response: `node bench/first-load.mjs`
// (after `npm run build`). Port 3200, or PULP_BENCH_PORT.
import { firstLoadByType, measureFirstLoad } from './lib/first-load.mjs'
import { assertPortFree, startShopServer, stopShopServer } from './lib/server.mjs'

const port = Number(process.env.PULP_BENCH_PORT ?? 3200)
await assertPortFree(port)
const { child, url } = await startShopServer(port)
try {
  const { kilobytes, responses, entries } = await measureFirstLoad(url)
  console.log(`first load of /: ${kilobytes.toFixed(1)} kB in ${responses} responses\n`)
  for (const row of firstLoadByType(entries)) {
    console.log(`${row.type.padEnd(12)} ${row.kilobytes.toFixed(1).padStart(7)} kB  ${String(row.responses).padStart(3)} responses`)
  }
  console.log('')
  for (const entry of [...entries].sort((a, b) => b.bytes - a.bytes)) {
    const path = entry.url.replace(url, '')
    console.log(`${(entry.bytes / 1000).toFixed(1).padStart(7)} kB  ${entry.type.padEnd(10)} ${path}`)
  }
} finally {
  await stopShopServer(child)
}
