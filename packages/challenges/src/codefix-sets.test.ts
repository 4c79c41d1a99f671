import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { extractSnippet } from './markers'
import { REPO_ROOT, scanRepository, snippetFilesOf } from './source-scan'

/**
 * The fix sets of the search and product XSS, route-table, redirect, NFT and security-answer coding challenges:
 * each key's snippet extracts, and its options in packages/challenges/codefixes are complete alternative versions of
 * exactly that snippet, with the correct option where research §5 puts it.
 */

const CODEFIXES = join(REPO_ROOT, 'packages/challenges/codefixes')

/** Key → number of the correct option (research §5). `keepsCode`: the right answer keeps every line (comments aside). */
const FIX_SETS: readonly { key: string; correct: number; keepsCode?: true }[] = [
  { key: 'adminSectionChallenge', correct: 1 },
  { key: 'localXssChallenge', correct: 2 },
  { key: 'nftUnlockChallenge', correct: 2 },
  { key: 'redirectChallenge', correct: 4 },
  { key: 'redirectCryptoCurrencyChallenge', correct: 3 },
  { key: 'resetPasswordBenderChallenge', correct: 2 },
  { key: 'resetPasswordBjoernChallenge', correct: 1 },
  { key: 'resetPasswordBjoernOwaspChallenge', correct: 2 },
  { key: 'resetPasswordJimChallenge', correct: 3 },
  { key: 'resetPasswordUvoginChallenge', correct: 3 },
  { key: 'restfulXssChallenge', correct: 1 },
  { key: 'scoreBoardChallenge', correct: 1, keepsCode: true },
  { key: 'tokenSaleChallenge', correct: 3 },
  { key: 'web3SandboxChallenge', correct: 1 },
  { key: 'xssBonusChallenge', correct: 1 },
]

/** A fix rewrites a few lines; more than this and it no longer reads as a version of the snippet (or the snippet moved on). */
const MOST_CHANGED_LINES = 8

interface FixInfo {
  fixes: { id: number; explanation: string }[]
  hints: string[]
}

const scan = scanRepository(REPO_ROOT)
const fileNames = readdirSync(CODEFIXES)

function snippetOf(key: string) {
  const [file, ...others] = snippetFilesOf(scan, key)
  expect(others, `${key} is marked in more than one file`).toEqual([])
  const source = scan.markableFiles.find((scanned) => scanned.path === file)!
  return { extension: extname(file).slice(1), ...extractSnippet(source.text, key) }
}

function fixFilesOf(key: string, extension: string) {
  const pattern = new RegExp(`^${key}_(\\d+)(_correct)?\\.${extension}$`)
  return fileNames
    .flatMap((name) => {
      const match = pattern.exec(name)
      return match ? [{ number: Number(match[1]), correct: match[2] !== undefined, text: readFileSync(join(CODEFIXES, name), 'utf8') }] : []
    })
    .sort((a, b) => a.number - b.number)
}

/** How many lines were rewritten: the larger of the lines dropped and the lines added (compared as multisets). */
function changedLineCount(before: string, after: string): number {
  const count = (text: string) => {
    const counts = new Map<string, number>()
    for (const line of text.trimEnd().split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1)
    return counts
  }
  const [old, now] = [count(before), count(after)]
  const surplus = (of: Map<string, number>, over: Map<string, number>) =>
    [...of].reduce((sum, [line, times]) => sum + Math.max(0, times - (over.get(line) ?? 0)), 0)
  return Math.max(surplus(old, now), surplus(now, old))
}

describe.each(FIX_SETS)('the coding challenge $key', ({ key, correct, keepsCode }) => {
  const snippet = snippetOf(key)
  const fixes = fixFilesOf(key, snippet.extension)
  const info = load(readFileSync(join(CODEFIXES, `${key}.info.yml`), 'utf8')) as FixInfo
  const vulnLineTexts = snippet.vulnLines.map((line) => snippet.snippet.split('\n')[line - 1])

  it('has a snippet whose vuln lines lie inside it', () => {
    const lineCount = snippet.snippet.split('\n').length
    expect(snippet.vulnLines.length).toBeGreaterThan(0)
    for (const line of [...snippet.vulnLines, ...snippet.neutralLines]) expect(line).toBeLessThanOrEqual(lineCount)
  })

  it('offers at least three options numbered from 1, exactly one correct, where research puts it', () => {
    expect(fixes.length).toBeGreaterThanOrEqual(3)
    expect(fixes.map((fix) => fix.number)).toEqual(fixes.map((_, index) => index + 1))
    expect(fixes.filter((fix) => fix.correct).map((fix) => fix.number)).toEqual([correct])
  })

  it('explains every option and gives at least two find-it hints', () => {
    expect(info.fixes.map((fix) => fix.id)).toEqual(fixes.map((fix) => fix.number))
    for (const { explanation } of info.fixes) expect(explanation.length).toBeGreaterThan(60)
    expect(info.hints.length).toBeGreaterThanOrEqual(2)
    for (const hint of info.hints) expect(hint.trim()).not.toBe('')
  })

  it('words every option as a version of the snippet, no two alike', () => {
    for (const fix of fixes) expect(changedLineCount(snippet.snippet, fix.text)).toBeLessThanOrEqual(MOST_CHANGED_LINES)
    expect(new Set(fixes.map((fix) => fix.text)).size).toBe(fixes.length)
  })

  it('keeps every line of the snippet in some option, unless it is a vuln line (else the snippet moved on since)', () => {
    const keptBySome = (line: string) => fixes.some((fix) => fix.text.split('\n').includes(line))
    const lost = snippet.snippet.split('\n').filter((line, index) => !snippet.vulnLines.includes(index + 1) && !keptBySome(line))
    expect(lost).toEqual([])
  })

  it('changes the vulnerable lines in the correct option, unless the right answer is to keep the code', () => {
    const correctFix = fixes.find((fix) => fix.correct)!.text.split('\n')
    const untouched = vulnLineTexts.filter((line) => correctFix.includes(line))
    const kept = (line: string) => correctFix.some((fixLine) => fixLine === line || fixLine.startsWith(`${line} //`))
    if (keepsCode) expect(snippet.snippet.split('\n').filter((line) => !kept(line))).toEqual([])
    else expect(untouched.length).toBeLessThan(vulnLineTexts.length)
  })
})
