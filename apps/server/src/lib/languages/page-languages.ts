import type { IncomingMessage } from 'node:http'
import { cookieOf } from '../cookies'
import {
  ENGLISH,
  LANGUAGE_COOKIE,
  languageKeysIn,
  readChallengeTexts,
  readUiTexts,
  UNRELEASED_LANGUAGE,
  type LanguageFolders,
  type UiTexts,
} from './language-files'

/** A server-rendered page's language: which file, how to tag the page, and the texts it needs. */
export interface PageLanguage<Key extends string> {
  /** the language key of the i18n files, e.g. `de_DE` */
  key: string
  /** the BCP 47 tag for `<html lang>` and Intl, e.g. `de-DE` */
  tag: string
  dir: 'ltr' | 'rtl'
  texts: Record<Key, string>
  /** translated challenge names by key (English names are the registry's) */
  challengeNames: Partial<Record<string, string>>
}

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur'])

/** `{{name}}` → value; every other text stays as it is. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (unknown, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : unknown))

/** The language tags of an Accept-Language header, most wanted first. */
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

/**
 * The languages of server-rendered pages outside the web app (the class's join and trainer pages): picks the
 * language from `?lang=`, then the web app's language cookie, then Accept-Language, and loads the page's texts once
 * per language, English where a language lacks one. Only keys found in the i18n folder are ever used to open a file.
 */
export function createPageLanguages<Key extends string>(folders: LanguageFolders, textKeys: readonly Key[]) {
  let shipped: ReadonlyMap<string, string> | undefined
  const loaded = new Map<string, PageLanguage<Key>>()
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

  function load(key: string): PageLanguage<Key> {
    let language = loaded.get(key)
    if (!language) {
      english ??= readUiTexts(folders, ENGLISH) ?? {}
      const ui = key === ENGLISH ? english : (readUiTexts(folders, key) ?? {})
      const textOf = (name: Key): string => (ui[name]?.trim() ? ui[name] : undefined) ?? english?.[name] ?? name
      const texts = Object.fromEntries(textKeys.map((name) => [name, textOf(name)])) as Record<Key, string>
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
    of(req: Pick<IncomingMessage, 'headers' | 'url'>): PageLanguage<Key> {
      const query = new URL(req.url ?? '/', 'http://pulp.invalid').searchParams.get('lang') ?? undefined
      const header = req.headers['accept-language']
      const candidates = [query, cookieOf(req, LANGUAGE_COOKIE), ...acceptedLanguages(Array.isArray(header) ? header.join(',') : header)]
      for (const candidate of candidates) {
        const key = candidate ? match(candidate) : undefined
        if (key) return load(key)
      }
      return load(ENGLISH)
    },
  }
}

export type PageLanguages<Key extends string> = ReturnType<typeof createPageLanguages<Key>>
