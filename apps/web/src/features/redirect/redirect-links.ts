/**
 * External sites are reached through the shop's /redirect?to=<url> (server feature "redirect"), so that the
 * server can check them against its allowlist. Relative, so that it follows the base path the app is served under.
 */
export const redirectLink = (target: string): string => `./redirect?to=${target}`

export const SOURCE_CODE_URL = 'https://github.com/juice-shop/juice-shop'

export interface SupportLink {
  labelKey: string
  url: string
  /** retired links stay listed for the record but are no longer shown */
  retired?: boolean
}

/** Ways to support the shop: merchandise, the book, and the crypto donations it used to take. */
export const SUPPORT_LINKS: readonly SupportLink[] = [
  { labelKey: 'SUPPORT_MERCHANDISE_COM', url: 'http://shop.spreadshirt.com/juiceshop' },
  { labelKey: 'SUPPORT_MERCHANDISE_DE', url: 'http://shop.spreadshirt.de/juiceshop' },
  { labelKey: 'SUPPORT_STICKERS', url: 'https://www.stickeryou.com/products/owasp-juice-shop/794' },
  { labelKey: 'SUPPORT_BOOK', url: 'http://leanpub.com/juice-shop' },
  { labelKey: 'SUPPORT_DONATE_BITCOIN', url: 'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm', retired: true },
  { labelKey: 'SUPPORT_DONATE_DASH', url: 'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW', retired: true },
  { labelKey: 'SUPPORT_DONATE_ETHER', url: 'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6', retired: true },
]
