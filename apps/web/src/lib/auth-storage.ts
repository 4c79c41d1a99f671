import type { Role } from '@pulp/shared'
import { COOKIE_LIFETIME, removeCookie, setCookie } from './cookies'

/** Browser storage keys shared with Juice Shop's front end (solutions and tools rely on them). */
export const STORAGE_KEYS = {
  token: 'token',
  email: 'email',
  basketId: 'bid',
  itemTotal: 'itemTotal',
  totpTmpToken: 'totp_tmp_token',
} as const

type Listener = () => void
const listeners = new Set<Listener>()

/** Lets React re-render when the session changes (useSyncExternalStore). */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notify(): void {
  listeners.forEach((listener) => listener())
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token)
}

export function getRememberedEmail(): string | null {
  return localStorage.getItem(STORAGE_KEYS.email)
}

export function rememberEmail(email: string | null): void {
  if (email === null) localStorage.removeItem(STORAGE_KEYS.email)
  else localStorage.setItem(STORAGE_KEYS.email, email)
}

export function getItemTotal(): number {
  return Number(sessionStorage.getItem(STORAGE_KEYS.itemTotal) ?? 0) || 0
}

/** Keeps the number of items in the basket for the navbar badge. */
export function storeItemTotal(total: number): void {
  if (total === getItemTotal()) return
  sessionStorage.setItem(STORAGE_KEYS.itemTotal, String(total))
  notify()
}

/** The id of the logged-in user's basket, as the login answered it. */
export function getBasketId(): string | null {
  return sessionStorage.getItem(STORAGE_KEYS.basketId)
}

/** Keeps a token the way a login does: in local storage and in an 8-hour cookie. */
export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token)
  setCookie(STORAGE_KEYS.token, token, COOKIE_LIFETIME.token)
  notify()
}

export function storeSession(token: string, basketId: number | string): void {
  sessionStorage.setItem(STORAGE_KEYS.basketId, String(basketId))
  storeToken(token)
}

export function storeTotpTmpToken(tmpToken: string): void {
  sessionStorage.setItem(STORAGE_KEYS.totpTmpToken, tmpToken)
}

/** The temporary token of a login that still waits for its second factor. */
export function getTotpTmpToken(): string | null {
  return sessionStorage.getItem(STORAGE_KEYS.totpTmpToken)
}

export function clearTotpTmpToken(): void {
  sessionStorage.removeItem(STORAGE_KEYS.totpTmpToken)
}

/** Forgets the token (storage and cookie), the basket id and the basket count. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token)
  removeCookie(STORAGE_KEYS.token)
  sessionStorage.removeItem(STORAGE_KEYS.basketId)
  sessionStorage.removeItem(STORAGE_KEYS.itemTotal)
  notify()
}

export interface TokenPayload {
  data?: { role?: Role; email?: string; lastLoginIp?: string }
}

/** Reads the JWT payload without verifying it: the browser only needs it for display decisions. */
export function decodeTokenPayload(token: string | null): TokenPayload | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const decoded: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof decoded === 'object' && decoded !== null ? (decoded as TokenPayload) : null
  } catch {
    return null
  }
}

export function roleOf(token: string | null): Role | undefined {
  return decodeTokenPayload(token)?.data?.role
}
