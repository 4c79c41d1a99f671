// Reads the .cpuprofile that `node --cpu-prof --cpu-prof-dir=<folder>` wrote and summarises where the time went:
// self time by package and the functions with the most self time.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../../e2e/support/shop-server.mjs'

export function summariseCpuProfile(folder, { packages = 12, functions = 25 } = {}) {
  const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no .cpuprofile in ${folder}`)
  const profile = JSON.parse(readFileSync(join(folder, file), 'utf8'))
  const selfTime = new Map(profile.nodes.map((node) => [node.id, 0]))
  profile.samples.forEach((id, index) => selfTime.set(id, selfTime.get(id) + (profile.timeDeltas[index] ?? 0)))
  const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0)
  const byFunction = new Map()
  const byPackage = new Map()
  for (const node of profile.nodes) {
    const { functionName, url: fileUrl, lineNumber } = node.callFrame
    const where = fileUrl.replace(/^file:\/\//, '').replace(repoRoot, '')
    const key = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim()
    byFunction.set(key, (byFunction.get(key) ?? 0) + selfTime.get(node.id))
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('node:') ? 'node core' : where.includes('dist/main.js') ? 'pulp (dist/main.js)' : functionName.startsWith('(') ? functionName : 'node core')
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + selfTime.get(node.id))
  }
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
  return `${(total / 1e6).toFixed(1)} s sampled\n\nself time by package:\n${top(byPackage, packages).join('\n')}\n\ntop functions by self time:\n${top(byFunction, functions).join('\n')}`
}
