import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CODE_FIXES_FOLDER, CodeFixError, codeFixKeys, explanationOf, loadCodeFixes, parseCodeFixInfo } from './code-fixes'
import { CodingChallengeCatalog } from './coding-challenges'

const KEY = 'loginAdminChallenge'
const INFO = [
  'fixes:',
  '  - id: 1',
  '    explanation: Strips a few characters, not the quote.',
  '  - id: 2',
  '    explanation: >-',
  '      Binds both values.',
  '  - id: 10',
  '    explanation: The tenth option.',
  'hints:',
  '  - Follow the email.',
  '  - The query is built by concatenation.',
].join('\n')

let root: string
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const writeFix = (name: string, text = `${name}\n`) => write(`${CODE_FIXES_FOLDER}/${name}`, text)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pulp-codefixes-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('loadCodeFixes', () => {
  it('orders the options by number (10 after 9), marks the correct one and reads the info file', () => {
    for (let n = 1; n <= 10; n++) writeFix(`${KEY}_${n}${n === 2 ? '_correct' : ''}.ts`, `const option = ${n}\n`)
    writeFix(`${KEY}.info.yml`, INFO)
    const set = loadCodeFixes(root, KEY)!
    expect(set.fixes.map((fix) => fix.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(set.fixes[9]).toEqual({ number: 10, fileName: `${KEY}_10.ts`, text: 'const option = 10', correct: false })
    expect(set.correctIndex).toBe(1)
    expect(set.info.hints).toEqual(['Follow the email.', 'The query is built by concatenation.'])
    expect(explanationOf(set, 2)).toBe('Binds both values.')
    expect(explanationOf(set, 10)).toBe('The tenth option.')
    expect(explanationOf(set, 3)).toBeUndefined()
  })

  it('ignores the fixes of other keys and answers undefined for a key without any', () => {
    writeFix('loginJimChallenge_1_correct.ts')
    writeFix('loginJimChallenge.info.yml', INFO)
    expect(loadCodeFixes(root, KEY)).toBeUndefined()
    expect(loadCodeFixes(root, 'loginJimChallenge')?.fixes).toHaveLength(1)
    expect(codeFixKeys(root)).toEqual(['loginJimChallenge'])
  })

  it.each([
    ['a gap in the numbering', [`${KEY}_1_correct.ts`, `${KEY}_3.ts`], 'expected option 2, found loginAdminChallenge_3.ts'],
    ['no correct option', [`${KEY}_1.ts`, `${KEY}_2.ts`], 'needs exactly one _correct option, has 0'],
    ['two correct options', [`${KEY}_1_correct.ts`, `${KEY}_2_correct.ts`], 'needs exactly one _correct option, has 2'],
  ])('refuses %s', (_case, files, reason) => {
    for (const file of files) writeFix(file)
    writeFix(`${KEY}.info.yml`, INFO)
    expect(() => loadCodeFixes(root, KEY)).toThrow(new CodeFixError(KEY, reason))
  })

  it('refuses options without an info file', () => {
    writeFix(`${KEY}_1_correct.ts`)
    expect(() => loadCodeFixes(root, KEY)).toThrow(`Fixes of "${KEY}": ${KEY}.info.yml is missing`)
  })
})

describe('parseCodeFixInfo', () => {
  it.each([
    ['fixes: [', /not valid YAML/],
    ['- just a list', /must hold a mapping/],
    ['hints: [a, b]', /no fixes list/],
    ['fixes: []\nhints: [a, ""]', /hints list of non-empty texts/],
    ['fixes: [{id: one, explanation: x}]\nhints: [a]', /fix entry 1 .* integer id and an explanation/],
    ['fixes: [{id: 1}]\nhints: [a]', /fix entry 1 .* integer id and an explanation/],
  ])('refuses %j', (yaml, message) => {
    expect(() => parseCodeFixInfo(KEY, yaml)).toThrow(message)
  })
})

describe('CodingChallengeCatalog', () => {
  const region = (key: string, body: string) => `// vuln-code-snippet start ${key}\n${body}\n// vuln-code-snippet end ${key}\n`

  it('offers a coding challenge when its snippet extracts and its fixes load, and says why otherwise', () => {
    write('apps/server/src/features/users/users.repo.ts', region(KEY, "const sql = `${email}` // vuln-code-snippet vuln-line loginAdminChallenge"))
    write('apps/server/src/features/users/other.ts', '// vuln-code-snippet start loginJimChallenge\nconst broken = 1\n')
    write('apps/server/src/features/users/bender.ts', region('loginBenderChallenge', 'const sql = 1'))
    writeFix(`${KEY}_1_correct.ts`)
    writeFix(`${KEY}.info.yml`, INFO)
    writeFix('loginJimChallenge_1_correct.ts')
    writeFix('loginJimChallenge.info.yml', INFO)
    const catalog = CodingChallengeCatalog.load(root)

    const admin = catalog.lookup(KEY)
    expect(admin.status).toBe('playable')
    if (admin.status === 'playable') {
      expect(admin.challenge.sourcePath).toBe('apps/server/src/features/users/users.repo.ts')
      expect(admin.challenge.snippet).toEqual({ snippet: 'const sql = `${email}`', vulnLines: [1], neutralLines: [] })
    }
    expect(catalog.lookup('loginJimChallenge')).toEqual({ status: 'broken', reason: 'Snippet "loginJimChallenge": no end marker' })
    expect(catalog.lookup('loginBenderChallenge')).toEqual({ status: 'missing' }) // a region without fixes
    expect(catalog.lookup('scoreBoardChallenge')).toEqual({ status: 'missing' })
    expect(catalog.lookup('noSuchChallenge')).toEqual({ status: 'missing' })
    expect(catalog.playableKeys()).toEqual([KEY])
  })
})
