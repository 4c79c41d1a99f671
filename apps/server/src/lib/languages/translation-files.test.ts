import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { challenges } from '@pulp/challenges'
import { loadConfig } from '../../config/load'
import { paths } from '../../paths'
import {
  defaultLanguageFolders,
  ENGLISH,
  languageKeysIn,
  readChallengeTexts,
  readUiTexts,
  UNRELEASED_LANGUAGE,
  type LanguageFolders,
} from './language-files'

/** The files as committed (the web app's public folder, not a build). */
const folders: LanguageFolders = { ...defaultLanguageFolders(), ui: join(paths.webPublic, 'assets', 'i18n') }
const english = readUiTexts(folders, ENGLISH) ?? {}
const uiLanguages = languageKeysIn(folders.ui).filter((key) => key !== ENGLISH && key !== UNRELEASED_LANGUAGE)
const challengeLanguages = languageKeysIn(folders.challengeTexts)

const PLURAL_FORM = /_(zero|one|two|few|many)$/

/** Markup, placeholders and anything a player types: what a translation must carry over unchanged. */
function verbatimParts(text: string): string[] {
  const patterns = [
    /<[^>]+>/g, // tags with their attributes, comments, and placeholders such as <id>
    /<code>[\s\S]*?<\/code>/g,
    /\{\{[^}]+\}\}/g,
    /https?:\/\/[^\s"'<>)]+?(?=[.,;:!?]?(?:[\s"'<>)]|$))/g,
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
    /juice-sh\.op/g,
  ]
  return patterns.flatMap((pattern) => text.match(pattern) ?? []).sort()
}

describe('translation files', () => {
  it('exist for both halves of every language: UI strings and challenge texts', () => {
    expect(uiLanguages.length).toBeGreaterThan(0)
    expect([...challengeLanguages].sort()).toEqual([...uiLanguages].sort())
  })

  it('know the default welcome banner, so that it is shown translated while the configuration keeps it', () => {
    const { title, message } = loadConfig('test').application.welcomeBanner
    expect({ title, message }).toEqual({ title: english.WELCOME_BANNER_TITLE, message: english.WELCOME_BANNER_MESSAGE })
  })

  describe.each(uiLanguages)('%s', (language) => {
    const ui = readUiTexts(folders, language) ?? {}
    const texts = readChallengeTexts(folders, language) ?? {}

    it('has every UI key English has, none empty, none extra', () => {
      expect(Object.keys(ui).sort()).toEqual(Object.keys(english).sort())
      expect(Object.entries(ui).filter(([, text]) => !text?.trim()).map(([key]) => key)).toEqual([])
    })

    it('keeps the placeholders and markup of every UI string', () => {
      // a plural form may spell its number out ("one day"), so there {{count}} is optional
      const partsOf = (key: string, text: string) =>
        verbatimParts(text).filter((part) => !(PLURAL_FORM.test(key) && part === '{{count}}'))
      const changed = Object.entries(english).filter(([key, text]) =>
        JSON.stringify(partsOf(key, text ?? '')) !== JSON.stringify(partsOf(key, ui[key] ?? '')))
      expect(changed.map(([key]) => key)).toEqual([])
    })

    it('names, describes and hints every challenge, in registry order, hints in English count', () => {
      expect(Object.keys(texts)).toEqual(challenges.map(({ key }) => key))
      const incomplete = challenges.filter(({ key, hints }) => {
        const text = texts[key]
        return !text?.name?.trim() || !text.description?.trim() || text.hints?.length !== hints.length ||
          text.hints.some((hint) => !hint.trim())
      })
      expect(incomplete.map(({ key }) => key)).toEqual([])
    })

    it('keeps tags, attributes, code, URLs, addresses and tokens of every description and hint', () => {
      const damaged = challenges.flatMap(({ key, description, hints }) => {
        const text = texts[key]
        const pairs: [string, string, string | undefined][] = [
          [`${key}.description`, description, text?.description],
          ...hints.map((hint, index): [string, string, string | undefined] => [`${key}.hints[${index}]`, hint, text?.hints?.[index]]),
        ]
        return pairs
          .filter(([, source, translation]) =>
            JSON.stringify(verbatimParts(source)) !== JSON.stringify(verbatimParts(translation ?? '')))
          .map(([where]) => where)
      })
      expect(damaged).toEqual([])
    })
  })
})
