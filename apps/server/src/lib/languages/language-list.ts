import { challenges } from '@pulp/challenges'
import type { Language } from '@pulp/shared'
import {
  ENGLISH,
  languageKeysIn,
  readChallengeTexts,
  readUiTexts,
  UNRELEASED_LANGUAGE,
  type ChallengeTexts,
  type LanguageFolders,
  type UiTexts,
} from './language-files'

/** How each language presents itself in the menu: its own name, the flags it is shown with, its short label. */
const LANGUAGE_NAMES: Partial<Record<string, Pick<Language, 'lang' | 'icons' | 'shortKey'>>> = {
  ar_SA: { lang: 'العربية', icons: ['sa'], shortKey: 'AR' },
  de_DE: { lang: 'Deutsch', icons: ['de'], shortKey: 'DE' },
  es_ES: { lang: 'Español', icons: ['es'], shortKey: 'ES' },
  fr_FR: { lang: 'Français', icons: ['fr'], shortKey: 'FR' },
  it_IT: { lang: 'Italiano', icons: ['it'], shortKey: 'IT' },
  ja_JP: { lang: '日本語', icons: ['jp'], shortKey: 'JA' },
  nl_NL: { lang: 'Nederlands', icons: ['nl'], shortKey: 'NL' },
  pl_PL: { lang: 'Polski', icons: ['pl'], shortKey: 'PL' },
  pt_BR: { lang: 'Português (Brasil)', icons: ['br'], shortKey: 'PT' },
}

export const ENGLISH_LANGUAGE: Language = { key: ENGLISH, lang: 'English', icons: ['gb', 'us'], shortKey: 'EN', percentage: 100, gauge: 'full' }

/** The gauge the menu draws for a completeness percentage. */
export function gaugeOf(percentage: number): string {
  if (percentage > 80) return 'full'
  if (percentage > 60) return 'three-quarters'
  if (percentage > 40) return 'half'
  if (percentage > 20) return 'quarter'
  return 'empty'
}

const present = (text: unknown): boolean => typeof text === 'string' && text.trim() !== ''

/** How many of English's texts a language has: every UI key, and every challenge name, description and hint. */
function translatedShare(english: UiTexts, ui: UiTexts, challengeTexts: ChallengeTexts): number {
  const uiKeys = Object.keys(english)
  let total = uiKeys.length
  let translated = uiKeys.filter((key) => present(ui[key])).length
  for (const { key, hints } of challenges) {
    const text = challengeTexts[key]
    total += 2 + hints.length
    translated += [text?.name, text?.description].filter(present).length
    translated += hints.filter((_hint, index) => present(text?.hints?.[index])).length
  }
  return translated / total
}

/** One decimal, never rounded up: 99.96 % is not complete. */
const percentOf = (share: number): number => Math.floor(share * 1000) / 10

function describeLanguage(key: string, percentage: number): Language {
  const [code = key, country = code] = key.split('_')
  const known = LANGUAGE_NAMES[key] ?? { lang: key, icons: [country.toLowerCase()], shortKey: code.toUpperCase() }
  return { key, ...known, percentage, gauge: gaugeOf(percentage) }
}

/**
 * The languages the shop ships, computed from the files: every UI file but English and the unreleased one, with the
 * share of English's texts it translates; sorted by name, English last.
 */
export function listLanguages(folders: LanguageFolders): Language[] {
  const english = readUiTexts(folders, ENGLISH) ?? {}
  const languages = languageKeysIn(folders.ui)
    .filter((key) => key !== ENGLISH && key !== UNRELEASED_LANGUAGE)
    .map((key) => {
      const share = translatedShare(english, readUiTexts(folders, key) ?? {}, readChallengeTexts(folders, key) ?? {})
      return describeLanguage(key, percentOf(share))
    })
    .sort((a, b) => a.lang.localeCompare(b.lang, 'en'))
  return [...languages, ENGLISH_LANGUAGE]
}
