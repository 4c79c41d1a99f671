import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { AppContext } from '../../context'
import { APP_VERSION } from '../../training/engine'

interface ChallengeCount {
  difficulty: number
  category: string
  solved: number
  total: number
}

/**
 * GC, event-loop and memory figures belong to the process, not to a shop: they are collected once per process (per
 * metrics prefix, the `app` label) and shared by every shop's scrape. Collected per shop, each class team's first
 * scrape would start observers that outlive its shop.
 */
const processRegistries = new Map<string, Registry>()
function processRegistryOf(prefix: string): Registry {
  let registry = processRegistries.get(prefix)
  if (!registry) {
    registry = new Registry()
    registry.setDefaultLabels({ app: prefix })
    collectDefaultMetrics({ register: registry })
    processRegistries.set(prefix, registry)
  }
  return registry
}

/**
 * The Prometheus metrics of one shop: process metrics (from the first scrape on), HTTP answers, and the
 * training progress read from the database at scrape time, so that nothing is polled in the background.
 */
export function createShopMetrics(ctx: AppContext) {
  const prefix = ctx.config.application.customMetricsPrefix
  const registry = new Registry()
  registry.setDefaultLabels({ app: prefix })
  const registers = [registry]
  const countChallenges = () =>
    ctx.db
      .prepare('SELECT difficulty, category, SUM(solved) AS solved, COUNT(*) AS total FROM Challenges GROUP BY difficulty, category')
      .all() as ChallengeCount[]

  const [major, minor, patch] = APP_VERSION.split('.')
  new Gauge({ name: `${prefix}_version_info`, help: 'Release of the shop', labelNames: ['version', 'major', 'minor', 'patch'], registers })
    .set({ version: APP_VERSION, major, minor, patch }, 1)
  const challengeGauge = (name: string, help: string, count: (row: ChallengeCount) => number) =>
    new Gauge({
      name: `${prefix}_${name}`,
      help,
      labelNames: ['difficulty', 'category'],
      registers,
      collect() {
        this.reset()
        for (const row of countChallenges()) this.set({ difficulty: row.difficulty, category: row.category }, count(row))
      },
    })
  challengeGauge('challenges_solved', 'Solved challenges by difficulty and category', (row) => row.solved)
  challengeGauge('challenges_total', 'Challenges by difficulty and category', (row) => row.total)
  new Gauge({
    name: `${prefix}_coding_challenges_progress`,
    help: 'Coding challenges by the phase reached (find it, fix it)',
    labelNames: ['phase'],
    registers,
    collect() {
      const row = ctx.db
        .prepare(
          `SELECT SUM(codingChallengeStatus = 0) AS unsolved, SUM(codingChallengeStatus = 1) AS find_it,
           SUM(codingChallengeStatus = 2) AS fix_it FROM Challenges WHERE hasCodingChallenge = 1`,
        )
        .get() as Record<string, number | null>
      for (const phase of ['unsolved', 'find_it', 'fix_it']) this.set({ phase }, row[phase] ?? 0)
    },
  })
  new Gauge({
    name: `${prefix}_cheat_score`,
    help: 'How suspicious the solves are on average, from 0 (plausible) to 1 (too fast, or pages not shown in a browser)',
    registers,
    collect() {
      this.set(ctx.training.cheatScores.total())
    },
  })
  new Gauge({
    name: `${prefix}_coding_challenges_accuracy`,
    help: 'Mean accuracy (1 / answers needed) of the coding challenges solved per phase',
    labelNames: ['phase'],
    registers,
    collect() {
      this.set({ phase: 'find_it' }, ctx.codingChallenges.accuracy('findIt'))
      this.set({ phase: 'fix_it' }, ctx.codingChallenges.accuracy('fixIt'))
    },
  })
  // status codes are few and known, so this label cannot explode; paths are deliberately not a label
  const answers = new Counter({ name: 'http_requests_count', help: 'HTTP answers by status code', labelNames: ['status_code'], registers })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer',
    buckets: [0.005, 0.025, 0.1, 0.5, 2.5],
    registers,
  })

  // one child per status code, looked up once: label hashing on every answer would cost more than the count
  const answersByStatus = new Map<number, ReturnType<typeof answers.labels>>()
  return {
    contentType: registry.contentType,
    /** Counts one finished answer. */
    recordAnswer(statusCode: number, seconds: number): void {
      let counter = answersByStatus.get(statusCode)
      if (counter === undefined) answersByStatus.set(statusCode, (counter = answers.labels(String(statusCode))))
      counter.inc()
      durations.observe(seconds)
    },
    /** The exposition text; process metrics (GC, event loop lag) start with the first scrape. */
    async scrape(): Promise<string> {
      const [processText, shopText] = await Promise.all([processRegistryOf(prefix).metrics(), registry.metrics()])
      return `${processText.trimEnd()}\n\n${shopText}`
    },
  }
}
