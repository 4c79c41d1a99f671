import { useTranslation } from 'react-i18next'

/**
 * A text the shop's configuration may replace (welcome banner, …). While the configuration keeps the default,
 * which is the English translation of `key`, the text follows the chosen language; a text of the operator's own is
 * shown as written.
 */
export function useConfiguredText(configured: string | undefined, key: string): string | undefined {
  const { t, i18n } = useTranslation()
  if (configured === undefined) return undefined
  return configured === i18n.getFixedT('en')(key) ? t(key) : configured
}
