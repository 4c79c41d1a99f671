// The web app's own English texts, so the tests assert exactly what a user reads.
import { readFileSync } from 'node:fs'

const english: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../apps/web/public/assets/i18n/en.json', import.meta.url), 'utf8'),
)

/** The English text for a translation key, with its {{placeholders}} filled in. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  const template = english[key]
  if (template === undefined) throw new Error(`apps/web/public/assets/i18n/en.json has no text "${key}"`)
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`text "${key}" needs a value for {{${name}}}`)
    return String(values[name])
  })
}
