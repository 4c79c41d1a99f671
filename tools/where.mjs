#!/usr/bin/env node
// Prints every place of a challenge: registry entry, marked code, detectors, tests and fix files.
// Usage: npm run where -- <challengeKey>   (the "Challenge" suffix and letter case may be left out)
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const REGISTRY_DIR = 'packages/challenges/src'
const REGISTRY_FILE = /^registry-\d{3}-\d{3}\.ts$/
// Keep in step with MARKER_ROOTS in packages/challenges/src/source-scan.ts.
const MARKER_ROOTS = ['apps/server/src', 'apps/web/src', 'apps/server/data', 'packages/challenges/src']
const MARKABLE_FILE = /\.(ts|tsx|js|mjs|sol|ya?ml)$/
const TEST_FILE = /\.(test|spec)\.tsx?$/
const DETECTOR_FILE = /\.challenges\.ts$/
const CODEFIX_DIR = 'apps/server/data/codefixes'
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist'])
const BOUNDARY_MARKER = /(?:\/\/|#|\{?\/\*)[ \t]*vuln-code-snippet[ \t]+(start|end)[ \t]+([^\n]*)/g

function toRepoPath(fullPath) {
  return relative(repoRoot, fullPath).split(sep).join('/')
}

function listFiles(root, accept) {
  const found = []
  const visit = (directory) => {
    let entries
    try {
      entries = readdirSync(directory, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const fullPath = join(directory, entry.name)
      const skipped = SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith('.')
      if (entry.isDirectory() && !skipped) visit(fullPath)
      if (entry.isFile() && accept(entry.name)) found.push(toRepoPath(fullPath))
    }
  }
  visit(join(repoRoot, root))
  return found
}

const readLines = (path) => readFileSync(join(repoRoot, path), 'utf8').split(/\r?\n/)

/** Registry entries in id order: the files sort by id range, the entries within a file are in order. */
function readRegistry() {
  return listFiles(REGISTRY_DIR, (name) => REGISTRY_FILE.test(name)).flatMap((path) => {
    const lines = readLines(path)
    const valueAfter = (index, property) => {
      const line = lines.slice(index).find((text) => text.trim().startsWith(`${property}:`))
      return line?.replace(/^\s*\w+:\s*/, '').replace(/,$/, '').replace(/^['"]|['"]$/g, '')
    }
    return lines.flatMap((text, index) => {
      const match = /^\s*key: '([^']+)',$/.exec(text)
      if (!match) return []
      const [name, category, difficulty] = ['name', 'category', 'difficulty'].map((property) => valueAfter(index, property))
      return [{ key: match[1], name, category, difficulty: Number(difficulty), location: `${path}:${index + 1}` }]
    })
  })
}

function editDistance(a, b) {
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

function resolveKey(registry, query) {
  const wanted = query.toLowerCase()
  return registry.find(({ key }) => key.toLowerCase() === wanted || key.toLowerCase() === `${wanted}challenge`)
}

function closeMatches(registry, query) {
  const wanted = query.toLowerCase().replace(/challenge$/, '')
  return registry
    .map(({ key }) => {
      const plain = key.toLowerCase().replace(/challenge$/, '')
      const distance = plain.includes(wanted) || wanted.includes(plain) ? 0 : editDistance(plain, wanted)
      return { key, distance }
    })
    .filter(({ distance }) => distance <= Math.max(3, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key))
    .slice(0, 8)
    .map(({ key }) => key)
}

function markerRegions(key) {
  const files = MARKER_ROOTS.flatMap((root) => listFiles(root, (name) => MARKABLE_FILE.test(name) && !TEST_FILE.test(name)))
  return files.flatMap((path) => {
    const starts = []
    const ends = []
    readLines(path).forEach((text, index) => {
      for (const [, directive, rest] of text.matchAll(BOUNDARY_MARKER)) {
        const keys = rest.replace(/\*\/\}?.*$/, '').split(/\s+/)
        if (keys.includes(key)) (directive === 'start' ? starts : ends).push(index + 1)
      }
    })
    if (starts.length === 0 && ends.length === 0) return []
    const range = `${starts[0] ?? '?'}-${ends.at(-1) ?? '?'}`
    const broken = starts.length !== 1 || ends.length !== 1 || ends[0] <= starts[0]
    return [`${path}:${range}${broken ? '  (broken boundary: check the start and end markers)' : ''}`]
  })
}

function mentionsIn(files, key) {
  const pattern = new RegExp(`\\b${key}\\b`)
  return files.flatMap((path) => {
    const index = readLines(path).findIndex((text) => pattern.test(text))
    return index === -1 ? [] : [`${path}:${index + 1}`]
  })
}

function print(label, places) {
  const [first = '(none)', ...rest] = places
  console.log(`${label.padEnd(10)} ${first}`)
  for (const place of rest) console.log(`${''.padEnd(10)} ${place}`)
}

const query = process.argv[2]
if (!query) {
  console.error('Usage: npm run where -- <challengeKey>')
  process.exit(1)
}
const registry = readRegistry()
const found = resolveKey(registry, query)
if (!found) {
  const matches = closeMatches(registry, query)
  console.error(`"${query}" is not a challenge key.`)
  console.error(matches.length > 0 ? `Did you mean: ${matches.join(', ')}?` : 'No similar key found; see packages/challenges/src/registry-*.ts.')
  process.exit(1)
}

const { key } = found
const id = registry.indexOf(found) + 1
const tests = [
  ...listFiles('.', (name) => /\.test\.tsx?$/.test(name)),
  ...listFiles('e2e', (name) => /\.spec\.ts$/.test(name)),
]
console.log(`${key}: #${id} ${found.name} (${found.category}, difficulty ${found.difficulty})`)
print('registry', [found.location])
print('markers', markerRegions(key))
print('detectors', mentionsIn(listFiles('apps/server/src', (name) => DETECTOR_FILE.test(name)), key))
print('tests', mentionsIn([...new Set(tests)], key))
print('fixes', listFiles(CODEFIX_DIR, (name) => name.startsWith(`${key}_`)))
