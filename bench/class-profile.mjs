// Where a class server's CPU goes under the class bench's request mix: the built server with --cpu-prof, 50 teams
// joined (or, with --single, a single shop), the mix for 10 s, then the self time by package and function.
// Usage: node bench/class-profile.mjs [--single] [--teams N] [--seconds S]   (port: PULP_CLASS_BENCH_PORT, 3230 by default)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { joinTeam, teamRequest } from './lib/class-teams.mjs'
import { runMix } from './lib/class-throughput.mjs'
import { summariseCpuProfile } from './lib/cpu-profile.mjs'
import { startShopServer, stopShopServer } from './lib/server.mjs'

const { values: options } = parseArgs({ options: { single: { type: 'boolean', default: false }, teams: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' } } })
const port = Number(process.env.PULP_CLASS_BENCH_PORT ?? 3230)
const profileFolder = mkdtempSync(join(tmpdir(), 'pulp-class-profile-'))
const classFolder = mkdtempSync(join(tmpdir(), 'pulp-class-profile-teams-'))
const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`]
const server = options.single
  ? await startShopServer(port, { nodeArgs })
  : await startShopServer(port, {
      profile: 'class-bench',
      nodeArgs,
      env: { PULP_CLASS_MODE: '1', PULP_TRAINER_PASSCODE: 'bench-trainer', PULP_CLASS_FOLDER: classFolder },
      ready: '/class/join',
    })
const teams = []
if (!options.single) {
  for (let index = 1; index <= Number(options.teams); index += 1) {
    const team = await joinTeam(server.url, `Profile team ${index}`)
    await teamRequest(server.url, team, '/rest/admin/application-version')
    teams.push(team)
  }
}
const result = await runMix(server.url, server.child.pid, { cookies: options.single ? undefined : teams.map((team) => team.cookie), durationSeconds: Number(options.seconds), connections: 50 })
await stopShopServer(server.child)
console.log(`${options.single ? 'single shop' : `${teams.length} teams`}: ${result.requestsPerSecond} req/s, ${result.cpuMsPerRequest?.toFixed(3)} ms CPU/request`)
console.log(summariseCpuProfile(profileFolder))
rmSync(profileFolder, { recursive: true, force: true })
rmSync(classFolder, { recursive: true, force: true })
