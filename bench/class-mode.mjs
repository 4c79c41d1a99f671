// Class mode at scale (issue #15): one built server holding 50 teams. Measures the join (team creation), the
// memory each additional team costs (idle, and after a scripted student session), throughput of 50 active teams
// against a single shop with the same request mix (interleaved rounds, CPU ms per request), and eviction of idle
// teams with their comeback from saved progress. Writes bench/class-results.json. `npm run bench:class` builds
// first. Ports: PULP_CLASS_BENCH_PORT (3230 by default) for the class, the next one for the single shop.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadAverage } from './lib/cpu.mjs'
import { joinTeam, median, round, solvedKeys, studentSession, teamRequest, trainerBoard, trainerCookie } from './lib/class-teams.mjs'
import { runMix } from './lib/class-throughput.mjs'
import { assertBuilt, assertPortFree, residentMegabytes, startShopServer, stopShopServer } from './lib/server.mjs'

const { values: options } = parseArgs({ options: {
  teams: { type: 'string', default: '50' },
  rounds: { type: 'string', default: '5' },
  seconds: { type: 'string', default: '5' },
} })
const TEAMS = Number(options.teams)
const ROUNDS = Number(options.rounds)
const port = Number(process.env.PULP_CLASS_BENCH_PORT ?? 3230)
const classUrl = `http://127.0.0.1:${port}`
const singlePort = port + 1
/** config/class-bench.yml: class mode on, idle teams evicted after 15 s (checked every ~4 s) */
const CLASS_PROFILE = 'class-bench'
const IDLE_MS = 15_000
const SETTLE_MS = 3000
const TRAINER_PASSCODE = 'bench-trainer'
const WATCHDOG_MS = 15 * 60_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (message) => console.log(`[class bench] ${message}`)
const watchdog = setTimeout(() => {
  console.error('the class bench took longer than 15 minutes: stopping')
  process.exit(2)
}, WATCHDOG_MS)
watchdog.unref()

/** RSS after the server has had a moment to settle (timers, lazy loads, GC). */
async function settledRss(pid) {
  await sleep(SETTLE_MS)
  return residentMegabytes(pid)
}

/** The least-squares slope of RSS over team count: MB per additional team. */
function slope(points) {
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length
  const numerator = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0)
  const denominator = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0)
  return numerator / denominator
}

async function measureJoinsAndMemory(pid) {
  const rssNoTeam = await settledRss(pid)
  log(`RSS with no team: ${round(rssNoTeam)} MB`)
  const teams = []
  const firstRequestMs = []
  const idlePoints = [[0, rssNoTeam]]
  const checkpoints = new Set([10, 25, TEAMS])
  for (let index = 1; index <= TEAMS; index += 1) {
    const team = await joinTeam(classUrl, `Bench team ${index}`)
    // the team's first request creates its shop (lazily, after the join)
    firstRequestMs.push((await teamRequest(classUrl, team, '/rest/admin/application-version')).ms)
    teams.push(team)
    if (checkpoints.has(index)) {
      idlePoints.push([index, await settledRss(pid)])
      log(`${index} teams joined, shops in memory and idle: RSS ${round(idlePoints.at(-1)[1])} MB`)
    }
  }
  const joins = teams.map((team) => team.joinMs)
  const rssIdle = idlePoints.at(-1)[1]

  for (const [index, team] of teams.entries()) await studentSession(classUrl, team, index)
  const rssAfterSession = await settledRss(pid)
  log(`after a student session in each of the ${TEAMS} shops: RSS ${round(rssAfterSession)} MB`)
  return {
    teams,
    figures: {
      join: { medianMs: round(median(joins)), maxMs: round(Math.max(...joins)), count: joins.length, inOrderMs: joins.map((ms) => round(ms)) },
      firstRequestCreatingTheShop: { medianMs: round(median(firstRequestMs)), maxMs: round(Math.max(...firstRequestMs)), inOrderMs: firstRequestMs.map((ms) => round(ms)) },
      rssMb: { noTeam: round(rssNoTeam), idleCheckpoints: idlePoints.map(([count, rss]) => ({ teams: count, rssMb: round(rss) })), afterStudentSessions: round(rssAfterSession) },
      perAdditionalTeamMb: {
        idleSlope: round(slope(idlePoints), 2),
        idleAverage: round((rssIdle - rssNoTeam) / TEAMS, 2),
        afterStudentSession: round((rssAfterSession - rssNoTeam) / TEAMS, 2),
      },
    },
  }
}

async function measureThroughput(classPid, teams, single) {
  const loadOptions = { durationSeconds: Number(options.seconds), connections: TEAMS }
  const cookies = teams.map((team) => team.cookie)
  const samples = { single: [], class: [], load: [] }
  // a short warm-up of both first: every shop's caches and the JIT see the mix once before anything counts
  await runMix(single.url, single.child.pid, { ...loadOptions, durationSeconds: 2 })
  await runMix(classUrl, classPid, { ...loadOptions, durationSeconds: 2, cookies })
  for (let index = 1; index <= ROUNDS; index += 1) {
    samples.load.push(loadAverage())
    samples.single.push(await runMix(single.url, single.child.pid, loadOptions))
    samples.class.push(await runMix(classUrl, classPid, { ...loadOptions, cookies }))
    log(`round ${index}: single shop ${samples.single.at(-1).requestsPerSecond} req/s, ${TEAMS} teams ${samples.class.at(-1).requestsPerSecond} req/s`)
  }
  const summary = (list) => ({
    requestsPerSecond: median(list.map((sample) => sample.requestsPerSecond)),
    p99LatencyMs: median(list.map((sample) => sample.p99LatencyMs)),
    cpuMsPerRequest: round(median(list.map((sample) => sample.cpuMsPerRequest)), 3),
    statusCodes: list.at(-1).statusCodes,
    errors: list.reduce((sum, sample) => sum + sample.errors, 0),
  })
  const singleShop = summary(samples.single)
  const classOfTeams = summary(samples.class)
  return {
    connections: loadOptions.connections,
    secondsPerRun: loadOptions.durationSeconds,
    rounds: ROUNDS,
    singleShop,
    classOfTeams,
    classShareOfSingle: round(classOfTeams.requestsPerSecond / singleShop.requestsPerSecond, 3),
    cpuRatio: round(classOfTeams.cpuMsPerRequest / singleShop.cpuMsPerRequest, 3),
    loadAverage: median(samples.load),
    perRound: samples.single.map((sample, index) => ({ single: sample.requestsPerSecond, class: samples.class[index].requestsPerSecond })),
  }
}

const shopsInMemory = (board) => board.teams.filter((team) => team.inMemory).length

async function measureEviction(pid, teams, trainer) {
  const probe = teams[0]
  const solvedBefore = await solvedKeys(classUrl, probe)
  const rssBefore = residentMegabytes(pid)
  const inMemoryBefore = shopsInMemory((await trainerBoard(classUrl, trainer)).board)
  // nothing for a while: every shop goes idle and is evicted
  await sleep(IDLE_MS + 8000)
  const rssEvicted = await settledRss(pid)
  const inMemoryAfterIdle = shopsInMemory((await trainerBoard(classUrl, trainer)).board)
  const comeback = await teamRequest(classUrl, probe, '/rest/admin/application-version')
  const solvedAfter = await solvedKeys(classUrl, probe)
  const comebacks = []
  for (const team of teams.slice(1)) comebacks.push((await teamRequest(classUrl, team, '/rest/admin/application-version')).ms)
  // every shop is back: if RSS stays near where it was before eviction, the closed shops' memory was reused
  const rssAllBack = await settledRss(pid)
  log(`eviction: shops in memory ${inMemoryBefore} → ${inMemoryAfterIdle}; RSS ${round(rssBefore)} → ${round(rssEvicted)} MB, ${round(rssAllBack)} MB with all back; comeback ${round(comeback.ms)} ms; solves kept: ${JSON.stringify(solvedBefore) === JSON.stringify(solvedAfter)}`)
  return {
    idleMs: IDLE_MS,
    shopsInMemoryBefore: inMemoryBefore,
    shopsInMemoryAfterIdle: inMemoryAfterIdle,
    rssBeforeMb: round(rssBefore),
    rssAllEvictedMb: round(rssEvicted),
    comebackFirstRequestMs: round(comeback.ms),
    comebackMedianMs: round(median(comebacks)),
    comebackMaxMs: round(Math.max(...comebacks)),
    rssAllBackMb: round(rssAllBack),
    solvedBefore,
    solvedAfterComeback: solvedAfter,
    solvesKept: JSON.stringify(solvedBefore) === JSON.stringify(solvedAfter) && solvedBefore.length > 0,
  }
}

async function main() {
  assertBuilt()
  await assertPortFree(port)
  await assertPortFree(singlePort)
  const classFolder = mkdtempSync(join(tmpdir(), 'pulp-class-bench-'))
  const classServer = await startShopServer(port, {
    profile: CLASS_PROFILE,
    env: { PULP_CLASS_MODE: '1', PULP_TRAINER_PASSCODE: TRAINER_PASSCODE, PULP_CLASS_FOLDER: classFolder },
    ready: '/class/join',
  })
  const single = await startShopServer(singlePort)
  try {
    const pid = classServer.child.pid
    log(`class server started in ${Math.round(classServer.startMs)} ms (load ${loadAverage()})`)
    const { teams, figures } = await measureJoinsAndMemory(pid)
    const trainer = await trainerCookie(classUrl, TRAINER_PASSCODE)
    const boards = []
    for (let index = 0; index < 5; index += 1) boards.push(await trainerBoard(classUrl, trainer))
    const trainerBoardFigures = { medianMs: round(median(boards.map((entry) => entry.ms))), kilobytes: round(boards[0].kilobytes), teams: boards[0].board.teams.length }
    log(`trainer's board.json with ${trainerBoardFigures.teams} teams: ${trainerBoardFigures.medianMs} ms, ${trainerBoardFigures.kilobytes} kB`)
    const throughput = await measureThroughput(pid, teams, single)
    const eviction = await measureEviction(pid, teams, trainer)
    const results = { date: new Date().toISOString(), node: process.version, teams: TEAMS, loadAverageAtEnd: loadAverage(), ...figures, trainerBoard: trainerBoardFigures, throughput, eviction }
    writeFileSync(new URL('./class-results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
    log(`join median ${figures.join.medianMs} ms, max ${figures.join.maxMs} ms; per team ${figures.perAdditionalTeamMb.idleSlope} MB idle, ${figures.perAdditionalTeamMb.afterStudentSession} MB after a session`)
    log(`throughput: ${TEAMS} teams at ${(throughput.classShareOfSingle * 100).toFixed(1)} % of a single shop; CPU/request ×${throughput.cpuRatio}`)
    log('written to bench/class-results.json')
  } finally {
    await stopShopServer(classServer.child)
    await stopShopServer(single.child)
    rmSync(classFolder, { recursive: true, force: true })
  }
}

await main()
