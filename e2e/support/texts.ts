// The web app's own English texts, so the tests assert exactly what a user reads.
import { readFileSync } from 'node:fs'

const readTexts = (path: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))

const english = readTexts('apps/web/public/assets/i18n/en.json')

/** The English text for a translation key, with its {{placeholders}} filled in. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  return fill(english, 'en', key, values)
}

/** The text for a translation key in another language (de_DE, ar_SA, …), with its {{placeholders}} filled in. */
export function textIn(language: string, key: string, values: Record<string, string | number> = {}): string {
  return fill(readTexts(`apps/web/public/assets/i18n/${language}.json`), language, key, values)
}

/** A challenge's translated name and description, as the server sends them in that language. */
export function challengeTextIn(language: string, challengeKey: string): { name: string; description: string } {
  const texts = readTexts(`packages/challenges/i18n/${language}.json`) as unknown as Record<string, { name: string; description: string }>
  return texts[challengeKey]
}

function fill(texts: Record<string, string>, language: string, key: string, values: Record<string, string | number>): string {
  const template = texts[key]
  if (template === undefined) throw new Error(`apps/web/public/assets/i18n/${language}.json has no text "${key}"`)
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`text "${key}" needs a value for {{${name}}}`)
    return String(values[name])
  })
}
