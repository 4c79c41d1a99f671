import type { ContinueCodeKind } from '@pulp/challenges'
import type { Product } from '@pulp/shared'
import type { TokenPayload } from './auth/jwt'
import type { Row } from './crud-router'

/** A Users row as the login query returns it: every column, SQLite text dates. */
export type UserRow = Row & { id: number; email: string; totpSecret: string | null }

/** A row of the product search: a Products row as stored (dates as SQLite text), or whatever a UNION put in its place. */
export type SearchRow = Record<keyof Product, unknown>

/** The two holes that can make the shop call itself: the username template (ssti) and the image URL (ssrf). */
export type ServerSideBug = 'ssti' | 'ssrf'

/**
 * THE typed event map: every event of the shop, in one place. Features announce what happened (a login, a served
 * file, a rendered error page); solve detectors listen. A new event is added here, in its feature's group; never by
 * module augmentation in a feature file.
 */
export interface PulpEvents {
  // http and auth (lib/)
  /** The final error handler is about to render; `statusBefore` is the response status set before it ran. */
  'http:error-rendered': { statusBefore: number; status: number }
  /** A request carried a bearer token that the weak verifier accepted. */
  'auth:bearer-accepted': { alg: string | undefined; payload: TokenPayload }
  /** A generic resource changed a row (the original shop re-checked such tables for solved challenges). */
  'crud:written': { resource: string; action: 'create' | 'update' | 'delete'; row: Row }

  // training engine
  /** A continue code was applied and restored the challenges with these ids. */
  'training:continue-code-applied': { kind: ContinueCodeKind; ids: number[] }

  // realtime: client-side challenges the browser reports over the socket
  'socket:verify-local-xss': { query: unknown }
  'socket:verify-svg-injection': { value: unknown }
  'socket:verify-close-notifications': { closed: unknown }

  // client-side
  /** A page of the web app loaded its tracking pixel (/assets/public/images/padding/<n>px.png). */
  'web:page-pixel': { file: string; referer: string | undefined }
  /** Someone followed the URL hidden in the privacy policy's highlighted phrases. */
  'web:privacy-policy-proof-requested': { url: string }

  // ftp
  /** A file of the /ftp folder was sent; `name` is the name actually served (after the %00 cut). */
  'ftp:served': { name: string }

  // products
  /** The product search answered; `rows` is exactly what the caller receives. */
  'products:searched': { criteria: string; rows: readonly SearchRow[] }

  // users
  /** A login was attempted with these credentials (missing values are ''), before the query ran. */
  'users:login-attempted': { email: string; password: string }
  /** The login query returned `user` (every column, as the token carries it) and a token was issued. */
  'users:logged-in': { email: string; password: string; user: UserRow; token: string }
  /** A registration body as the shop is about to store it (after trimming). */
  'users:registration-requested': { body: Row }
  /** A user row was created by registration. */
  'users:registered': { user: Row }
  /** GET /rest/user/whoami answered `user`, as JSONP when `jsonp` is set. */
  'users:whoami-answered': { user: Row; jsonp: boolean }
  /** GET /rest/saveLoginIp stored this value as the user's last login IP. */
  'users:login-ip-saved': { userId: number; lastLoginIp: string }
  /** GET /rest/user/change-password stored a new password (`currentGiven`: whether the old one was sent). */
  'users:password-changed': { user: UserRow; currentGiven: boolean }
  /** POST /rest/user/reset-password accepted `answer` for the user with `email` and stored the new password. */
  'users:password-reset': { email: string; answer: string }
  /** POST /rest/2fa/verify accepted the second factor of `user` and issued a token. */
  'users:second-factor-passed': { user: UserRow }

  // profile
  /** GET /profile rendered the page of a user with this stored username and profile image. */
  'profile:viewed': { username: string; profileImage: string }
  /** POST /profile changed a username; `origin` and `referer` are the request's headers. */
  'profile:username-changed': { previous: string; username: string; origin?: string; referer?: string }
  /** /solve/challenges/server-side was called with the key while an abused bug was pending. */
  'profile:server-side-reached': { bug: ServerSideBug }

  // wallet
  /** POST /rest/deluxe-membership made a customer a deluxe member, paid with `paymentMode` as sent. */
  'wallet:deluxe-upgraded': { userId: number; paymentMode: unknown }

  // privacy
  /** POST /dataerasure answered the start of the file `resolvedPath`, picked by the body's `layout`. */
  'privacy:layout-rendered': { resolvedPath: string }
  /** POST /rest/user/data-export exported these orders for the user with `email`. */
  'privacy:data-exported': { email: string; orderIds: string[] }
}

type Listener<Payload> = (payload: Payload) => void

export class EventBus {
  private readonly listeners = new Map<keyof PulpEvents, Listener<never>[]>()

  on<Name extends keyof PulpEvents>(name: Name, listener: Listener<PulpEvents[Name]>): void {
    const list = this.listeners.get(name) ?? []
    list.push(listener as Listener<never>)
    this.listeners.set(name, list)
  }

  /** Listeners run synchronously, so a solve is recorded before the response is sent. A failing listener is logged, never thrown. */
  emit<Name extends keyof PulpEvents>(name: Name, payload: PulpEvents[Name]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        ;(listener as Listener<PulpEvents[Name]>)(payload)
      } catch (error) {
        console.error(`Listener for "${String(name)}" failed:`, error)
      }
    }
  }
}
