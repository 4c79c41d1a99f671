import type { Request } from 'express'
import {
  ENGLISH,
  LANGUAGE_COOKIE,
  languageKeysIn,
  readChallengeTexts,
  readUiTexts,
  UNRELEASED_LANGUAGE,
  type LanguageFolders,
  type UiTexts,
} from '../../lib/languages/language-files'

/** The texts of the trainer's pages: keys of the web app's i18n files (English is en.json, like every language). */
export const TRAINER_TEXT_KEYS = [
  'CLASS_TRAINER_TITLE',
  'CLASS_TRAINER_LOGIN_TITLE',
  'CLASS_TRAINER_LOGIN_INTRO',
  'CLASS_TRAINER_PASSCODE',
  'CLASS_TRAINER_LOGIN_BUTTON',
  'CLASS_TRAINER_WRONG_PASSCODE',
  'CLASS_TRAINER_TOO_MANY_ATTEMPTS',
  'CLASS_TRAINER_CROSS_SITE',
  'CLASS_TRAINER_SIGNED_OUT',
  'CLASS_TRAINER_LOGOUT',
  'CLASS_TRAINER_TEAM_COUNT',
  'CLASS_TRAINER_NO_TEAMS',
  'CLASS_TRAINER_TABLE_CAPTION',
  'CLASS_TRAINER_TEAM',
  'CLASS_TRAINER_JOINED',
  'CLASS_TRAINER_SOLVED_BY',
  'CLASS_TRAINER_TOTAL',
  'CLASS_TRAINER_DIFFICULTY',
  'CLASS_TRAINER_LAST_ACTIVITY',
  'CLASS_TRAINER_STATE',
  'CLASS_TRAINER_IN_MEMORY',
  'CLASS_TRAINER_IDLE',
  'CLASS_TRAINER_ACTIONS',
  'CLASS_TRAINER_RESET',
  'CLASS_TRAINER_REMOVE',
  'CLASS_TRAINER_CONFIRM_RESET',
  'CLASS_TRAINER_CONFIRM_REMOVE',
  'CLASS_TRAINER_ACTION_FAILED',
  'CLASS_TRAINER_SOLVED_AT',
  'CLASS_TRAINER_NOT_SOLVED',
  'CLASS_TRAINER_EXPORT_CSV',
  'CLASS_TRAINER_ORDER_BY',
  'CLASS_TRAINER_ORDER_DIFFICULTY',
  'CLASS_TRAINER_ORDER_NAME',
  'CLASS_TRAINER_SORT_BY',
  'CLASS_TRAINER_SORT_SCORE',
  'CLASS_TRAINER_SORT_NAME',
  'CLASS_TRAINER_SORT_ACTIVITY',
  'CLASS_TRAINER_LIVE',
  'CLASS_TRAINER_RECONNECTING',
] as const

export type TrainerTextKey = (typeof TRAINER_TEXT_KEYS)[number]
export type TrainerTexts = Record<TrainerTextKey, string>

export interface TrainerLanguage {
  /** the language key of the i18n files, e.g. `de_DE` */
  key: string
  /** the BCP 47 tag for `<html lang>` and Intl, e.g. `de-DE` */
  tag: string
  dir: 'ltr' | 'rtl'
  texts: TrainerTexts
  /** translated challenge names by key (English names are the registry's) */
  challengeNames: Partial<Record<string, string>>
}

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur'])

/** `{{name}}` → value; every other text stays as it is. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))

/**
 * Picks the language of a trainer page from `?lang=`, then the web app's language cookie, then Accept-Language, and
 * loads its texts once per language. Only keys found in the i18n folder are ever used to open a file.
 */
export function createTrainerLanguages(folders: LanguageFolders) {
  let shipped: ReadonlyMap<string, string> | undefined
  const loaded = new Map<string, TrainerLanguage>()
  let english: UiTexts | undefined

  /** lower-case `de_de` / `de-de` / `de` → the shipped key */
  function shippedKeys(): ReadonlyMap<string, string> {
    if (!shipped) {
      const keys = new Map<string, string>()
      for (const key of languageKeysIn(folders.ui).filter((candidate) => candidate !== UNRELEASED_LANGUAGE)) {
        keys.set(key.toLowerCase(), key)
        const [primary = key] = key.split('_')
        if (!keys.has(primary.toLowerCase())) keys.set(primary.toLowerCase(), key)
      }
      shipped = keys
    }
    return shipped
  }

  const match = (wanted: string): string | undefined => {
    const normalised = wanted.trim().toLowerCase().replace('-', '_')
    return shippedKeys().get(normalised) ?? shippedKeys().get(normalised.split('_')[0] ?? '')
  }

  function acceptedLanguages(header: string | undefined): string[] {
    if (!header) return []
    return header
      .split(',')
      .map((part, index) => {
        const [tag = '', ...parameters] = part.trim().split(';')
        const quality = Number(/q=([\d.]+)/.exec(parameters.join(';'))?.[1] ?? 1)
        return { tag, quality: Number.isFinite(quality) ? quality : 0, index }
      })
      .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
      .sort((a, b) => b.quality - a.quality || a.index - b.index)
      .map(({ tag }) => tag)
  }

  function load(key: string): TrainerLanguage {
    let language = loaded.get(key)
    if (!language) {
      english ??= readUiTexts(folders, ENGLISH) ?? {}
      const ui = key === ENGLISH ? english : (readUiTexts(folders, key) ?? {})
      const textOf = (name: TrainerTextKey): string => (ui[name]?.trim() ? ui[name] : undefined) ?? english?.[name] ?? name
      const texts = Object.fromEntries(TRAINER_TEXT_KEYS.map((name) => [name, textOf(name)])) as TrainerTexts
      const challengeTexts = key === ENGLISH ? {} : (readChallengeTexts(folders, key) ?? {})
      const challengeNames = Object.fromEntries(Object.entries(challengeTexts).flatMap(([challenge, text]) => (text?.name ? [[challenge, text.name]] : [])))
      const [primary = key, region] = key.split('_')
      language = { key, tag: region ? `${primary}-${region}` : primary, dir: RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr', texts, challengeNames }
      loaded.set(key, language)
    }
    return language
  }

  return {
    /** whether `wanted` (de_DE, de-DE, de) names a language the shop ships */
    isShipped: (wanted: string): boolean => match(wanted) !== undefined,
    of(req: Request): TrainerLanguage {
      const query = typeof req.query.lang === 'string' ? req.query.lang : undefined
      const cookies = (req.cookies ?? {}) as Record<string, unknown>
      const cookie = typeof cookies[LANGUAGE_COOKIE] === 'string' ? cookies[LANGUAGE_COOKIE] : undefined
      const candidates = [query, cookie, ...acceptedLanguages(req.get('accept-language'))]
      for (const candidate of candidates) {
        const key = candidate ? match(candidate) : undefined
        if (key) return load(key)
      }
      return load(ENGLISH)
    },
  }
}

export type TrainerLanguages = ReturnType<typeof createTrainerLanguages>
