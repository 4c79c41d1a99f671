import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { challenges } from './registry'
import { REPO_ROOT } from './source-scan'

/**
 * The complete translations written by hand: every UI string and every challenge text, checked against English for
 * what a translator must not change (keys, order, hint counts, markup, placeholders, things a player types).
 */
const COMPLETE_LANGUAGES = ['it_IT', 'nl_NL', 'pt_BR', 'pl_PL', 'ja_JP']

const UI_FOLDER = join(REPO_ROOT, 'apps/web/public/assets/i18n')
const CHALLENGE_FOLDER = join(REPO_ROOT, 'packages/challenges/i18n')

interface ChallengeText {
  readonly name: string
  readonly description: string
  readonly hints: readonly string[]
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[0]).sort()
}

const PLACEHOLDER = /\{\{[^}]+\}\}/g
const MARKUP = /<[^>]+>/g
const CODE_CONTENT = /<code>(.*?)<\/code>/g
/** URLs, e-mail addresses and server paths: a player types them as they are. */
const VERBATIM = /(https?:\/\/[^\s<"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w.#])\/[\w./%?=&{}<>-]*[\w%>=/])/g

function verbatimTokens(text: string): string[] {
  return matches(text, VERBATIM)
}

describe.each(COMPLETE_LANGUAGES)('UI strings of %s', (language) => {
  const english = readJson<Record<string, string>>(join(UI_FOLDER, 'en.json'))
  const translated = readJson<Record<string, string>>(join(UI_FOLDER, `${language}.json`))

  it('has exactly the keys of English, in the same order', () => {
    expect(Object.keys(translated)).toEqual(Object.keys(english))
  })

  it('keeps every placeholder and tag of each string', () => {
    for (const [key, text] of Object.entries(english)) {
      const value = translated[key] ?? ''
      expect(value.trim(), key).not.toBe('')
      expect(matches(value, PLACEHOLDER), key).toEqual(matches(text, PLACEHOLDER))
      expect(matches(value, MARKUP), key).toEqual(matches(text, MARKUP))
    }
  })

  it('translates nearly every string instead of copying English', () => {
    const copied = Object.keys(english).filter((key) => translated[key] === english[key])
    expect(copied.length).toBeLessThan(Object.keys(english).length * 0.06)
  })
})

describe.each(COMPLETE_LANGUAGES)('challenge texts of %s', (language) => {
  const translated = readJson<Record<string, ChallengeText>>(join(CHALLENGE_FOLDER, `${language}.json`))

  it('has every challenge of the registry, in the same order', () => {
    expect(Object.keys(translated)).toEqual(challenges.map((challenge) => challenge.key))
  })

  it.each(challenges.map((challenge) => [challenge.key, challenge] as const))('%s keeps its markup, code and hints', (key, english) => {
    const text = translated[key]
    expect(text?.name.trim()).not.toBe('')
    expect(text?.description).not.toBe(english.description)
    expect(matches(text?.description ?? '', MARKUP)).toEqual(matches(english.description, MARKUP))
    expect(matches(text?.description ?? '', CODE_CONTENT)).toEqual(matches(english.description, CODE_CONTENT))
    expect(matches(text?.description ?? '', PLACEHOLDER)).toEqual(matches(english.description, PLACEHOLDER))
    expect(text?.hints).toHaveLength(english.hints.length)
    for (const token of verbatimTokens(english.description)) expect(text?.description).toContain(token)
    english.hints.forEach((hint, index) => {
      const translatedHint = text?.hints[index] ?? ''
      expect(translatedHint).not.toBe(hint)
      for (const token of verbatimTokens(hint)) expect(translatedHint).toContain(token)
    })
  })
})
