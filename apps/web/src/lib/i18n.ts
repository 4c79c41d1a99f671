import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { COOKIE_LIFETIME, getCookie, setCookie } from './cookies'

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'language'

/** Base languages written from right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur'])

/** Each language has one file named by its key, as the server lists it: assets/i18n/de_DE.json, assets/i18n/en.json. */
export function translationFileOf(languageKey: string): string {
  return `./assets/i18n/${languageKey}.json`
}

/** An i18next backend that fetches a language's one file: all the first page needs of a loader library. */
const translationFileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(languageKey, _namespace, callback) {
    const file = translationFileOf(languageKey)
    fetch(file)
      .then((response) => {
        if (!response.ok) throw new Error(`${file} answered ${response.status}`)
        return response.json()
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, false),
      )
  },
}

export function directionOf(languageKey: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(languageKey.split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr'
}

/** The BCP 47 tag for a language key: de_DE becomes de-DE. */
export const languageTagOf = (languageKey: string): string => languageKey.replace('_', '-')

/** The page's `lang` and `dir` follow the language, so that screen readers, fonts and text direction do too. */
export function applyDocumentLanguage(languageKey: string): void {
  document.documentElement.lang = languageTagOf(languageKey)
  document.documentElement.dir = directionOf(languageKey)
}

export async function initI18n(): Promise<void> {
  await i18next
    .use(translationFileBackend)
    .use(initReactI18next)
    .init({
      lng: getCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      // React escapes text already; HTML that must render is placed explicitly.
      interpolation: { escapeValue: false },
    })
  applyDocumentLanguage(i18next.language)
}

/** Remembers the choice (the server translates challenge texts by this cookie) and loads the language's file. */
export async function changeLanguage(languageKey: string): Promise<void> {
  setCookie(LANGUAGE_COOKIE, languageKey, COOKIE_LIFETIME.oneYear)
  await i18next.changeLanguage(languageKey)
  applyDocumentLanguage(languageKey)
}
