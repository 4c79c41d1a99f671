// Where the server's CPU goes under load: runs the built shop with --cpu-prof, loads the rows of the bench, stops
// it and prints the functions with the most self time, and the share of time by package.
// Usage: node bench/profile.mjs [path ...]   (default: the bench rows)
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

const profile = JSON.parse(readFileSync(join(folder, readdirSync(folder)[0]), 'utf8'))
rmSync(folder, { recursive: true, force: true })
const selfTime = new Map(profile.nodes.map((node) => [node.id, 0]))
profile.samples.forEach((id, index) => selfTime.set(id, selfTime.get(id) + (profile.timeDeltas[index] ?? 0)))
const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0)
const byFunction = new Map()
const byPackage = new Map()
for (const node of profile.nodes) {
  const { functionName, url: file, lineNumber } = node.callFrame
  const where = file.replace(/^file:\/\//, '').replace(repoRoot, '')
  const key = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim()
  byFunction.set(key, (byFunction.get(key) ?? 0) + selfTime.get(node.id))
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('node:') ? 'node core' : where.includes('dist/main.js') ? 'pulp (dist/main.js)' : functionName.startsWith('(') ? functionName : 'node core')
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + selfTime.get(node.id))
}
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
console.log(`profile of ${paths.join(', ')} (${(total / 1e6).toFixed(1)} s sampled)\n\nself time by package:\n${top(byPackage, 12).join('\n')}\n\ntop functions by self time:\n${top(byFunction, 25).join('\n')}`)
