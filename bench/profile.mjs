// Where the server's CPU goes under load: runs the built shop with --cpu-prof, loads the rows of the bench, stops
// it and prints the functions with the most self time, and the share of time by package.
// Usage: node bench/profile.mjs [path ...]   (default: the bench rows)
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { summariseCpuProfile } from './lib/cpu-profile.mjs'
import { measureLoad } from './lib/load.mjs'
import { repoRoot } from '../e2e/support/shop-server.mjs'

const port = Number(process.env.PULP_BENCH_PORT ?? 3200)
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/rest/admin/application-version', '/api/Products', '/rest/products/search?q=apple', '/']
const folder = mkdtempSync(join(tmpdir(), 'pulp-profile-'))
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${folder}`, 'apps/server/dist/main.js'], {
  cwd: repoRoot, env: { ...process.env, PORT: String(port), NODE_ENV: 'test' }, stdio: 'ignore',
})
const url = `http://127.0.0.1:${port}`
for (let tries = 0; ; tries++) {
  try { if ((await fetch(`${url}/rest/admin/application-version`)).ok) break } catch { /* starting */ }
  if (tries > 300) throw new Error('the shop did not start')
  await new Promise((resolve) => setTimeout(resolve, 50))
}
for (const path of paths) {
  await measureLoad(url, { title: path, path, headers: { 'accept-encoding': 'br, gzip' }, durationSeconds: 5, connections: 20 })
}
child.kill('SIGINT')
await new Promise((resolve) => child.once('exit', resolve))

console.log(`profile of ${paths.join(', ')}\n\n${summariseCpuProfile(folder)}`)
rmSync(folder, { recursive: true, force: true })
