import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeFixKeys, explanationOf } from './code-fixes'
import { CodingChallengeCatalog, type CodingChallenge } from './coding-challenges'
import { snippetRegion, sourceLinesMarked } from './markers'
import { challenges } from './registry'
import { implementedChallengeKeys, REPO_ROOT } from './source-scan'

/** Coding challenges that are not playable yet, on purpose (none today). Every implemented one must be playable. */
const CODING_CHALLENGES_NOT_YET_PLAYABLE: string[] = []

const catalog = CodingChallengeCatalog.load(REPO_ROOT)
const implemented = new Set<string>(implementedChallengeKeys(REPO_ROOT))
const codingChallengeKeys = challenges.filter((challenge) => challenge.codingChallenge).map((challenge) => challenge.key)
const excused = new Set(CODING_CHALLENGES_NOT_YET_PLAYABLE)
const expectedPlayable = codingChallengeKeys.filter((key) => implemented.has(key) && !excused.has(key))

function problemsOf(challenge: CodingChallenge): string[] {
  const { key, snippet, fixes, sourcePath } = challenge
  const problems: string[] = []
  if (fixes.fixes.length < 3) problems.push(`has ${fixes.fixes.length} fix options, needs at least 3`)
  if (fixes.info.hints.length < 2) problems.push(`has ${fixes.info.hints.length} find-it hints, needs at least 2`)
  for (const fix of fixes.fixes) {
    if (!explanationOf(fixes, fix.number)) problems.push(`${fix.fileName} has no explanation in ${key}.info.yml`)
    if (extname(fix.fileName) !== extname(sourcePath)) problems.push(`${fix.fileName} should end like ${sourcePath}`)
    if (fix.text.trim() === snippet.snippet.trim()) problems.push(`${fix.fileName} is the snippet unchanged`)
  }
  const options = new Set(fixes.fixes.map((fix) => fix.number))
  for (const { id } of fixes.info.fixes) if (!options.has(id)) problems.push(`${key}.info.yml explains option ${id}, which does not exist`)
  const source = readFileSync(join(REPO_ROOT, sourcePath), 'utf8')
  const { startLine, endLine } = snippetRegion(source, key)
  const marked = sourceLinesMarked(source, 'vuln-line', key)
  if (marked.length === 0) problems.push('marks no vuln line')
  for (const line of marked) if (line <= startLine || line >= endLine) problems.push(`vuln line ${sourcePath}:${line} is outside the region`)
  if (snippet.vulnLines.length !== marked.length) problems.push('a vuln line is hidden from the snippet')
  return problems
}

describe('coding challenges against the registry', () => {
  it('makes every implemented coding challenge playable, except the listed ones', () => {
    const notPlayable = expectedPlayable.flatMap((key) => {
      const entry = catalog.lookup(key)
      if (entry.status === 'playable') return []
      return [`${key}: ${entry.status === 'broken' ? entry.reason : 'no snippet region or no fix files'}`]
    })
    expect(notPlayable).toEqual([])
  })

  it.each(expectedPlayable)('%s: enough fixes, each explained, hints, vuln lines inside the region', (key) => {
    const entry = catalog.lookup(key)
    expect(entry.status).toBe('playable')
    if (entry.status === 'playable') expect(problemsOf(entry.challenge)).toEqual([])
  })

  it('lists only coding challenges that are really not playable, so the lists shrink as fixes arrive', () => {
    expect([...excused].filter((key) => catalog.lookup(key).status === 'playable')).toEqual([])
    expect([...excused].filter((key) => !codingChallengeKeys.includes(key as never))).toEqual([])
  })

  it('has fix files only for registry keys with a coding challenge', () => {
    expect(codeFixKeys(REPO_ROOT).filter((key) => !codingChallengeKeys.includes(key as never))).toEqual([])
  })
})
