// Prints every place of a challenge: registry entry, marked code, detectors, exploit tests and fix files.
// Usage: npm run where -- <challengeKey>   (the "Challenge" suffix and letter case may be left out)
// It uses the one repository scanner of packages/challenges, the one the consistency test trusts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  challengeIdOf,
  CODE_FIXES_FOLDER,
  challenges,
  exploitTestPlacesOf,
  REPO_ROOT,
  scanRepository,
  snippetRegionsOf,
} from '@pulp/challenges'

const REGISTRY_DIR = 'packages/challenges/src/registry'

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

function closeMatches(query: string): string[] {
  const wanted = query.toLowerCase().replace(/challenge$/, '')
  return challenges
    .map(({ key }) => {
      const plain = key.toLowerCase().replace(/challenge$/, '')
      return { key, distance: plain.includes(wanted) || wanted.includes(plain) ? 0 : editDistance(plain, wanted) }
    })
    .filter(({ distance }) => distance <= Math.max(3, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key))
    .slice(0, 8)
    .map(({ key }) => key)
}

/** "path:line" of the registry entry. */
function registryPlace(key: string): string {
  for (const name of readdirSync(join(REPO_ROOT, REGISTRY_DIR)).filter((file) => file.endsWith('.ts')).sort()) {
    const index = readFileSync(join(REPO_ROOT, REGISTRY_DIR, name), 'utf8').split('\n').findIndex((line) => line.includes(`key: '${key}'`))
    if (index !== -1) return `${REGISTRY_DIR}/${name}:${index + 1}`
  }
  return '(not found)'
}

/** "path:line" of the first line in each file that names the key. */
function mentionsIn(files: readonly { path: string; text: string }[], key: string): string[] {
  const pattern = new RegExp(`\\b${key}\\b`)
  return files.flatMap((file) => {
    const index = file.text.split('\n').findIndex((line) => pattern.test(line))
    return index === -1 ? [] : [`${file.path}:${index + 1}`]
  })
}

function print(label: string, places: readonly string[]): void {
  const [first = '(none)', ...rest] = places
  console.log(`${label.padEnd(14)} ${first}`)
  for (const place of rest) console.log(`${''.padEnd(14)} ${place}`)
}

const query = process.argv[2]
if (!query) {
  console.error('Usage: npm run where -- <challengeKey>')
  process.exit(1)
}
const wanted = query.toLowerCase()
const found = challenges.find(
  ({ key }) => key.toLowerCase() === wanted || key.toLowerCase() === `${wanted}challenge`,
)
if (!found) {
  const matches = closeMatches(query)
  console.error(`"${query}" is not a challenge key.`)
  console.error(matches.length > 0 ? `Did you mean: ${matches.join(', ')}?` : 'No similar key found; see packages/challenges/src/registry/*.ts.')
  process.exit(1)
}

const { key } = found
const scan = scanRepository(REPO_ROOT)
const exploitTests = exploitTestPlacesOf(scan, key)
const realTests = new Set([...exploitTests.solving, ...exploitTests.notSolving].map((place) => place.split(':')[0]))
const isFixFileOf = (name: string) => name.startsWith(`${key}_`) || name === `${key}.info.yml`
const fixes = readdirSync(join(REPO_ROOT, CODE_FIXES_FOLDER)).filter(isFixFileOf).map((name) => `${CODE_FIXES_FOLDER}/${name}`)
console.log(`${key}: #${challengeIdOf(key)} ${found.name} (${found.category}, difficulty ${found.difficulty})`)
print('registry', [registryPlace(key)])
print('markers', snippetRegionsOf(scan, key))
print('detectors', mentionsIn(scan.detectorFiles, key))
print('exploit tests', exploitTests.solving)
print('unsolved twin', exploitTests.notSolving)
print('mentions', mentionsIn(scan.exploitTestFiles, key).filter((place) => !realTests.has(place.split(':')[0])))
print('fixes', fixes)
