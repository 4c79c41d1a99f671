import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { CodingChallengeCatalog, snippetRegion } from '@pulp/challenges'
import { vi } from 'vitest'
import { paths } from '../paths'
import type * as TestApp from './test-app'

/**
 * The source with the key's region (its marker lines included) replaced by fix option `number`, re-indented to
 * where the region sits. The markers go with it, so the patched copy never counts as a second region.
 */
export function patchedSource(source: string, key: string, fixText: string): string {
  const { startLine, endLine } = snippetRegion(source, key)
  const lines = source.split('\n')
  const region = lines.slice(startLine, endLine - 1).filter((line) => line.trim() !== '')
  const indentation = ' '.repeat(Math.min(...region.map((line) => /^ */.exec(line)![0].length)))
  const fixLines = fixText.split('\n').map((line) => (line.trim() === '' ? '' : indentation + line))
  return [...lines.slice(0, startLine - 1), ...fixLines, ...lines.slice(endLine)].join('\n')
}

/**
 * Runs `attack` against shops built from the code with the key's region replaced by one of its fix options: the
 * patched module is written next to the original (so its relative imports resolve), every import of the original
 * is pointed at it, and it is removed again whatever happens.
 */
export async function withCodeFix(key: string, number: number, attack: (testApp: typeof TestApp) => Promise<void>): Promise<void> {
  const entry = CodingChallengeCatalog.load(paths.repo).lookup(key)
  if (entry.status !== 'playable') throw new Error(`${key} has no playable coding challenge`)
  const fix = entry.challenge.fixes.fixes[number - 1]
  if (!fix) throw new Error(`${key} has no fix option ${number}`)
  const original = join(paths.repo, entry.challenge.sourcePath)
  const patched = join(dirname(original), `${basename(original, '.ts')}.codefix-${key}-${number}.ts`)
  writeFileSync(patched, patchedSource(readFileSync(original, 'utf8'), key, fix.text))
  try {
    vi.resetModules()
    vi.doMock(original, () => import(patched))
    await attack(await import('./test-app'))
  } finally {
    vi.doUnmock(original)
    vi.resetModules()
    rmSync(patched, { force: true })
  }
}
