import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'

/**
 * The fix options of the coding challenges ("Fix It" phase), kept in `packages/challenges/codefixes/`:
 * - `<key>_<n>.<ext>` for a wrong option and exactly one `<key>_<n>_correct.<ext>`, n counting from 1, ext that of
 *   the source file holding the snippet; each is a complete alternative version of the extracted snippet;
 * - `<key>.info.yml` with `fixes: [{id, explanation}]` (id = the option's n) and `hints: [..]` for the find-it phase.
 */
export const CODE_FIXES_FOLDER = 'packages/challenges/codefixes'

const FIX_FILE = /^([A-Za-z0-9]+)_([1-9][0-9]*)(_correct)?\.([a-z]+)$/

export interface CodeFix {
  /** the n of `<key>_<n>…`: the option's 1-based position */
  number: number
  fileName: string
  /** the file's text without its final line break */
  text: string
  correct: boolean
}

export interface FixExplanation {
  id: number
  explanation: string
}

export interface CodeFixInfo {
  fixes: FixExplanation[]
  hints: string[]
}

export interface CodeFixSet {
  key: string
  /** ordered by number, so that index = number - 1 */
  fixes: CodeFix[]
  /** 0-based index of the correct option */
  correctIndex: number
  info: CodeFixInfo
}

/** A fix folder whose files break the scheme above (a gap in the numbering, no or two correct options, a bad info file). */
export class CodeFixError extends Error {
  constructor(key: string, reason: string) {
    super(`Fixes of "${key}": ${reason}`)
    this.name = 'CodeFixError'
  }
}

function listFolder(folder: string): string[] {
  try {
    return readdirSync(folder).sort()
  } catch {
    return []
  }
}

/** Every key that has at least one fix file, sorted. */
export function codeFixKeys(repoRoot: string): string[] {
  const keys = listFolder(join(repoRoot, CODE_FIXES_FOLDER)).flatMap((name) => {
    const match = FIX_FILE.exec(name)
    return match ? [match[1]] : []
  })
  return [...new Set(keys)].sort()
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads and checks `<key>.info.yml`. */
export function parseCodeFixInfo(key: string, yamlText: string): CodeFixInfo {
  let document: unknown
  try {
    document = load(yamlText)
  } catch (error) {
    throw new CodeFixError(key, `info file is not valid YAML (${(error as Error).message.split('\n')[0]})`)
  }
  if (!isRecord(document)) throw new CodeFixError(key, 'info file must hold a mapping with fixes and hints')
  const { fixes, hints } = document
  if (!Array.isArray(fixes)) throw new CodeFixError(key, 'info file has no fixes list')
  if (!Array.isArray(hints) || !hints.every((hint) => typeof hint === 'string' && hint.trim() !== '')) {
    throw new CodeFixError(key, 'info file needs a hints list of non-empty texts')
  }
  const explanations = fixes.map((entry, index) => {
    if (!isRecord(entry) || !Number.isInteger(entry.id) || typeof entry.explanation !== 'string' || entry.explanation.trim() === '') {
      throw new CodeFixError(key, `fix entry ${index + 1} of the info file needs an integer id and an explanation`)
    }
    return { id: entry.id as number, explanation: entry.explanation.trim() }
  })
  return { fixes: explanations, hints: hints.map((hint: string) => hint.trim()) }
}

/** The fix options of one key, or undefined when it has none; throws CodeFixError when its files break the scheme. */
export function loadCodeFixes(repoRoot: string, key: string): CodeFixSet | undefined {
  const folder = join(repoRoot, CODE_FIXES_FOLDER)
  const names = listFolder(folder)
  const fixes = names
    .flatMap((fileName) => {
      const match = FIX_FILE.exec(fileName)
      if (!match || match[1] !== key) return []
      const text = readFileSync(join(folder, fileName), 'utf8').replace(/\r?\n$/, '')
      return [{ number: Number(match[2]), fileName, text, correct: match[3] !== undefined }]
    })
    .sort((a, b) => a.number - b.number)
  if (fixes.length === 0) return undefined
  fixes.forEach((fix, index) => {
    if (fix.number !== index + 1) throw new CodeFixError(key, `expected option ${index + 1}, found ${fix.fileName}`)
  })
  const correct = fixes.filter((fix) => fix.correct)
  if (correct.length !== 1) throw new CodeFixError(key, `needs exactly one _correct option, has ${correct.length}`)
  const infoName = `${key}.info.yml`
  if (!names.includes(infoName)) throw new CodeFixError(key, `${infoName} is missing`)
  const info = parseCodeFixInfo(key, readFileSync(join(folder, infoName), 'utf8'))
  return { key, fixes, correctIndex: fixes.indexOf(correct[0]), info }
}

/** The explanation the info file gives for an option (by its 1-based number). */
export function explanationOf(set: CodeFixSet, number: number): string | undefined {
  return set.info.fixes.find((entry) => entry.id === number)?.explanation
}
