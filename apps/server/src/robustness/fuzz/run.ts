// The long fuzz run: `npm run fuzz` (README, "Fuzzing"). Boots a fresh shop in this process on a free loopback port,
// sends hostile requests and socket.io messages, prints a summary and exits 1 when anything went wrong.
// Options: --requests N (10000), --socket-messages N (2000), --concurrency N (8), --seed N (random).
import { parseArgs } from 'node:util'
import { passed, runFuzz } from './fuzzer'
import { startFuzzTarget } from './session'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    'socket-messages': { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string' },
  },
})

const target = await startFuzzTarget()
const seed = Number(values.seed ?? Math.floor(Math.random() * 1_000_000))
console.log(`fuzz: ${values.requests} requests and ${values['socket-messages']} socket messages against ${target.routes.length} routes, seed ${seed}`)
const report = await runFuzz({
  baseUrl: target.shop.url,
  routes: target.routes,
  userTokens: target.userTokens,
  requests: Number(values.requests),
  socketMessages: Number(values['socket-messages']),
  concurrency: Number(values.concurrency),
  seed,
  log: (line) => console.log(`fuzz: ${line}`),
})
await target.shop.close()
console.log(JSON.stringify(report, null, 2))
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024)
console.log(`fuzz: ${passed(report) ? 'PASSED' : 'FAILED'} in ${Math.round(report.durationMs / 1000)} s, slowest answer ${report.slowestMs} ms, RSS ${rssMb} MB (seed ${seed})`)
process.exit(passed(report) ? 0 : 1)
