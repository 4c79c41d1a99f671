/** The external sites /redirect?to= may send visitors to. */
export const REDIRECT_ALLOWLIST: readonly string[] = [
  'https://github.com/juice-shop/juice-shop',
  'http://shop.spreadshirt.com/juiceshop',
  'http://shop.spreadshirt.de/juiceshop',
  'https://www.stickeryou.com/products/owasp-juice-shop/794',
  'http://leanpub.com/juice-shop',
]

export function isRedirectAllowed(target: string): boolean {
  return REDIRECT_ALLOWLIST.some((allowed) => target.includes(allowed)) || RETIRED_CRYPTO_DONATION_URLS.some((retired) => target === retired)
}
