const MILLISECONDS_PER_HOUR = 60 * 60 * 1000

export const COOKIE_LIFETIME = {
  token: 8 * MILLISECONDS_PER_HOUR,
  oneYear: 365 * 24 * MILLISECONDS_PER_HOUR,
} as const

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(prefix))
  return match === undefined ? undefined : decodeURIComponent(match.slice(prefix.length))
}

export function setCookie(name: string, value: string, lifetimeMs: number): void {
  const expires = new Date(Date.now() + lifetimeMs).toUTCString()
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/`
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}
