import i18next, { type TFunction } from 'i18next'

/**
 * A text the shop's configuration may replace (welcome banner, …). While the configuration keeps the default,
 * which is the English translation of `key`, the text follows the chosen language (`t`); a text of the operator's
 * own is shown as written.
 */
export function configuredText(configured: string, key: string, t: TFunction): string {
  return configured === i18next.getFixedT('en')(key) ? t(key) : configured
}

/** The welcome banner's title and message: translated while they are the default ones. */
export function welcomeBannerTexts(banner: { title: string; message: string }, t: TFunction) {
  return {
    title: configuredText(banner.title, 'WELCOME_BANNER_TITLE', t),
    message: configuredText(banner.message, 'WELCOME_BANNER_MESSAGE', t),
  }
}
