import i18next, { type BackendModule, type i18n } from 'i18next'
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

/**
 * A production build starts with the texts of the first page only (assets/i18n/first-page/<key>.json, written by
 * the build) and loads the whole file when anything beyond the first page loads (loadAllTexts). Development servers
 * and tests have the whole files only.
 */
let textsToLoad: 'first-page' | 'all' = 'all'
const fullyLoaded = new Map<string, Promise<void>>()
/** The instance initI18n set up: the app's global one (tests may pass their own). */
let texts: i18n = i18next

async function fetchTexts(file: string): Promise<Record<string, string>> {
  const response = await fetch(file)
  if (!response.ok) throw new Error(`${file} answered ${response.status}`)
  return (await response.json()) as Record<string, string>
}

const firstPageTextsOf = (languageKey: string) => `./assets/i18n/first-page/${languageKey}.json`

/** An i18next backend that fetches a language's file: all the shop needs of a loader library. */
const translationFileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(languageKey, _namespace, callback) {
    const file = textsToLoad === 'all' ? translationFileOf(languageKey) : firstPageTextsOf(languageKey)
    fetchTexts(file).then(
      (loaded) => callback(null, loaded),
      (error: Error) => callback(error, false),
    )
  },
}

/**
 * Makes sure that the current language (and the fallback) has all its texts, not only the first page's. Lazy pages,
 * menus and dialogs wait for it while their code loads (lib/lazy-named.ts); it does nothing where i18next was set
 * up with the whole texts (development, tests).
 */
export function loadAllTexts(): Promise<void> {
  if (textsToLoad === 'all') return Promise.all(fullyLoaded.values()).then(() => undefined)
  textsToLoad = 'all'
  for (const languageKey of new Set([texts.language, DEFAULT_LANGUAGE])) {
    fullyLoaded.set(
      languageKey,
      fetchTexts(translationFileOf(languageKey)).then(
        (loaded) => void texts.addResourceBundle(languageKey, 'translation', loaded, true, true),
        // The first page's texts stay; a later language change loads whole files again.
        (error: unknown) => console.error('Loading the translations failed', error),
      ),
    )
  }
  return loadAllTexts()
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

export async function initI18n(instance: i18n = i18next): Promise<void> {
  if (import.meta.env.PROD) textsToLoad = 'first-page'
  texts = instance
  await instance
    .use(translationFileBackend)
    .use(initReactI18next)
    .init({
      lng: getCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      // React escapes text already; HTML that must render is placed explicitly.
      interpolation: { escapeValue: false },
      // What is on screen re-renders once the rest of the texts has arrived (see loadAllTexts).
      react: { bindI18nStore: 'added' },
    })
  applyDocumentLanguage(instance.language)
}

/** Remembers the choice (the server translates challenge texts by this cookie) and loads the language's file. */
export async function changeLanguage(languageKey: string): Promise<void> {
  setCookie(LANGUAGE_COOKIE, languageKey, COOKIE_LIFETIME.oneYear)
  await i18next.changeLanguage(languageKey)
  applyDocumentLanguage(languageKey)
}
