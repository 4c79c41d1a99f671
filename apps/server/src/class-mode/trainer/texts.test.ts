import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultLanguageFolders, readUiTexts } from '../../lib/languages/language-files'
import { paths } from '../../paths'
import { TRAINER_TEXT_KEYS } from './texts'

const folders = { ...defaultLanguageFolders(), ui: join(paths.webPublic, 'assets', 'i18n') }
const LANGUAGES = ['en', 'de_DE', 'fr_FR', 'es_ES', 'ar_SA', 'it_IT', 'nl_NL', 'pt_BR', 'pl_PL', 'ja_JP']

describe('trainer page texts', () => {
  it.each(LANGUAGES)('%s translates every text of the trainer pages', (language) => {
    const ui = readUiTexts(folders, language) ?? {}
    const missing = TRAINER_TEXT_KEYS.filter((key) => !ui[key]?.trim())
    expect(missing).toEqual([])
    if (language !== 'en') {
      const english = readUiTexts(folders, 'en') ?? {}
      const untranslated = TRAINER_TEXT_KEYS.filter((key) => ui[key] === english[key] && /[a-z]{4,}/.test(english[key] ?? ''))
      // a few words are the same in several languages (Team, Total, Shop, Score, Name, Actions)
      expect(untranslated.length).toBeLessThanOrEqual(8)
    }
  })
})
