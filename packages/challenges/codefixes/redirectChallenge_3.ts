/** The external sites /redirect?to= may send visitors to. */
export const REDIRECT_ALLOWLIST: readonly string[] = [
  'https://github.com/juice-shop/juice-shop',
  ...RETIRED_CRYPTO_DONATION_URLS,
  'http://shop.spreadshirt.com/juiceshop',
  'http://shop.spreadshirt.de/juiceshop',
  'https://www.stickeryou.com/products/owasp-juice-shop/794',
  'http://leanpub.com/juice-shop',
]

export function isRedirectAllowed(target: string): boolean {
  const host = URL.canParse(target) ? new URL(target).host : ''
  return REDIRECT_ALLOWLIST.some((allowed) => new URL(allowed).host === host)
}
