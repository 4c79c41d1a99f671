import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { COOKIE_LIFETIME, getCookie, setCookie } from './cookies'

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'language'

/**
 * The server names languages like "de_DE"; translations are kept per base language (assets/i18n/de.json).
 */
export function translationFileOf(languageKey: string): string {
  return `./assets/i18n/${languageKey.split(/[-_]/)[0]}.json`
}

export function initI18n(): Promise<unknown> {
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: getCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      backend: { loadPath: (languages: string[]) => translationFileOf(languages[0] ?? DEFAULT_LANGUAGE) },
      // React escapes text already; HTML that must render is placed explicitly.
      interpolation: { escapeValue: false },
    })
}

export async function changeLanguage(languageKey: string): Promise<void> {
  setCookie(LANGUAGE_COOKIE, languageKey, COOKIE_LIFETIME.oneYear)
  await i18next.changeLanguage(languageKey)
}
