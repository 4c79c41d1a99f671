import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFuzz } from './fuzz/fuzzer'
import { startFuzzTarget, type FuzzTarget } from './fuzz/session'

/**
 * The short fuzz run of `npm test`, with a fixed seed so that a failure replays (PULP_FUZZ_SEED picks another);
 * `npm run fuzz` is the long one with a random seed (README, "Fuzzing").
 */
const SHORT_RUN = { requests: 2500, socketMessages: 500, concurrency: 8 }
const DEFAULT_SEED = 7

let target: FuzzTarget
beforeAll(async () => {
  target = await startFuzzTarget()
})
afterAll(() => target?.shop.close())

describe('fuzz (short run)', () => {
  it(`keeps the shop up through ${SHORT_RUN.requests} hostile requests and ${SHORT_RUN.socketMessages} socket messages, with no unintended 5xx`, async () => {
    const seed = Number(process.env.PULP_FUZZ_SEED ?? DEFAULT_SEED)
    const report = await runFuzz({ ...SHORT_RUN, baseUrl: target.shop.url, routes: target.routes, userTokens: target.userTokens, seed })
    expect({ seed, unexpected: report.unexpected, failures: report.failures, slowHeartbeats: report.slowHeartbeats }).toEqual({
      seed,
      unexpected: [],
      failures: [],
      slowHeartbeats: 0,
    })
    expect(report.requests).toBe(SHORT_RUN.requests)
    expect(report.socketMessages).toBe(SHORT_RUN.socketMessages)
  }, 120_000)
})
