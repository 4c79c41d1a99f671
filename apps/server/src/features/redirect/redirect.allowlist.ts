/** Donation pages of crypto wallets the shop no longer uses; their links were retired from the web app. */
export const RETIRED_CRYPTO_DONATION_URLS = [
  'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
  'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW',
  'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6',
] as const

// vuln-code-snippet start redirectChallenge redirectCryptoCurrencyChallenge
/** The external sites /redirect?to= may send visitors to. */
export const REDIRECT_ALLOWLIST: readonly string[] = [
  'https://github.com/juice-shop/juice-shop',
  ...RETIRED_CRYPTO_DONATION_URLS, // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'http://shop.spreadshirt.com/juiceshop',
  'http://shop.spreadshirt.de/juiceshop',
  'https://www.stickeryou.com/products/owasp-juice-shop/794',
  'http://leanpub.com/juice-shop',
]

export function isRedirectAllowed(target: string): boolean {
  return REDIRECT_ALLOWLIST.some((allowed) => target.includes(allowed)) // vuln-code-snippet vuln-line redirectChallenge
}
// vuln-code-snippet end redirectChallenge redirectCryptoCurrencyChallenge

/** A target the allowlist lets through although it does not begin with any allowed URL: the substring flaw at work. */
export const bypassesAllowlist = (target: string): boolean =>
  isRedirectAllowed(target) && !REDIRECT_ALLOWLIST.some((allowed) => target.startsWith(allowed))
