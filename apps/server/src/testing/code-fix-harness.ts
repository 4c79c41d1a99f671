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

/** Every later import of `original` (a module) loads the patched copy, written next to it so its relative imports resolve. */
function redirectModule(original: string, patchedText: string, label: string): () => void {
  const patched = join(dirname(original), `${basename(original, '.ts')}.codefix-${label}.ts`)
  writeFileSync(patched, patchedText)
  vi.doMock(original, () => import(patched))
  return () => {
    vi.doUnmock(original)
    rmSync(patched, { force: true })
  }
}

/** Every later read of `original` (a data file such as users.yml) through node:fs gets the patched text; nothing is written. */
function redirectReads(original: string, patchedText: string): () => void {
  vi.doMock('node:fs', async (importOriginal) => {
    const fs = await importOriginal<typeof import('node:fs')>()
    const readFileSync = ((path: unknown, ...options: unknown[]) =>
      path === original ? patchedText : (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...options)) as typeof fs.readFileSync
    return { ...fs, default: { ...fs, readFileSync }, readFileSync }
  })
  return () => vi.doUnmock('node:fs')
}

/**
 * Runs `attack` against shops built from the code with the key's region replaced by fix option `number`: a module is
 * swapped for a patched copy (removed again whatever happens), a data file is patched as it is read. `imports` are
 * import lines a fix needs that the original module has no use for (such as a guard it adds).
 */
export async function withCodeFix(key: string, number: number, attack: (testApp: typeof TestApp) => Promise<void>, imports = ''): Promise<void> {
  const entry = CodingChallengeCatalog.load(paths.repo).lookup(key)
  if (entry.status !== 'playable') throw new Error(`${key} has no playable coding challenge`)
  const fix = entry.challenge.fixes.fixes[number - 1]
  if (!fix) throw new Error(`${key} has no fix option ${number}`)
  const original = join(paths.repo, entry.challenge.sourcePath)
  const patchedText = imports + patchedSource(readFileSync(original, 'utf8'), key, fix.text)
  vi.resetModules()
  const restore = original.endsWith('.ts') ? redirectModule(original, patchedText, `${key}-${number}`) : redirectReads(original, patchedText)
  try {
    await attack(await import('./test-app'))
  } finally {
    restore()
    vi.resetModules()
  }
}
