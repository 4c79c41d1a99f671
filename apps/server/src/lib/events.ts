import type { ContinueCodeKind } from '@pulp/challenges'
import type { Order, Product } from '@pulp/shared'
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
  'socket:verify-local-xss': { query: string }
  'socket:verify-svg-injection': { value: string }
  'socket:verify-close-notifications': { closed: unknown[] }

  // client-side
  /** A page of the web app loaded its tracking pixel (/assets/public/images/padding/<n>px.png). */
  'web:page-pixel': { file: string; referer: string | undefined; fetchDest: string | undefined }
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

  // shopping, feedback and uploads, community, hidden places
  /** GET /rest/basket/:id answered an existing basket, which belongs to `ownerId`, to the user `callerId`. */
  'basket:viewed': { basketId: number; ownerId: number | null; callerId: number }
  /** POST /api/BasketItems stored an item in a basket of `ownerId` for the user `callerId`. */
  'basket:item-added': { basketId: number; ownerId: number | null; callerId: number }
  /**
   * A checkout placed `order`. `couponDiscount` is the percent of the basket's monthly coupon (null without one),
   * `campaignValidOn` the day of a redeemed campaign coupon (null without one), `productIds` every product ordered.
   */
  'basket:checked-out': { order: Order; couponDiscount: number | null; campaignValidOn: number | null; productIds: number[] }
  /** GET /rest/track-order/:id answered; `id` is the id as echoed back, `found` how many orders matched. */
  'orders:tracked': { id: string; found: number }
  /** An access log was asked for under /support/logs. */
  'access-log:requested': { path: string }
  /** A product image or a translation file was asked for (the blueprint, the unreleased language). */
  'hidden:asset-requested': { path: string }
  /** Someone reached a page that no link leads to. */
  'hidden:page-visited': { page: 'easter-egg' | 'premium' }
  /** Someone read /metrics. */
  'metrics:scraped': { userAgent: string }
  /** /redirect?to= let a visitor through to an external site. */
  'redirect:followed': { target: string }
  /** Someone read the shop's security.txt. */
  'security-txt:served': { path: string }
  /** A private key was offered to unlock the NFT page. */
  'web3:key-submitted': { privateKey: string; ownerPrivateKey: string }
  /** A wallet asked whether it minted a Honey Pot; `minters` are the lower-case minters seen since the listener started. */
  'web3:nft-mint-verified': { walletAddress: string; minters: ReadonlySet<string> }
  /** The local chain's wallet bank emitted ContractExploited for `wallet`; `watchedWallets` were registered to listen for. */
  'web3:contract-exploited': { wallet: string; watchedWallets: ReadonlySet<string> }
  /** POST /b2b/v2/orders evaluated orderLinesData: the loop guard stopped it, or the time limit cut it off. */
  'b2b:order-lines-evaluated': { outcome: 'loop-guard' | 'timeout' | 'value' | 'error' }
  /** POST /api/Feedbacks passed its captcha; `claimedUserId` is the body's UserId, `sessionUserId` the token's user. */
  'feedback:captcha-passed': { claimedUserId: unknown; sessionUserId: number | undefined; at: number }
  /** POST /file-upload received a file (before any parsing). */
  'files:uploaded': { name: string; size: number }
  /** An uploaded XML or YAML document was parsed (`text`), or its parse was cut off (`bomb`, `timeout`). */
  'files:document-parsed': { kind: 'xml' | 'yaml'; outcome: 'parsed' | 'error' | 'timeout' | 'bomb'; text: string }
  /** A zip entry of an upload was written to `target`, its path inside the shop's virtual root (e.g. ftp/legal.md). */
  'files:zip-entry-written': { target: string; content: string }
  /** GET /rest/products/:id/reviews ran its `$where` query; `elapsedMs` is how long the query took. */
  'reviews:queried': { criteria: string; elapsedMs: number }
  /** PUT /rest/products/:id/reviews stored a review; `sessionEmail` is the logged-in writer, if any. */
  // llm-chat
  /** The assistant's generateCoupon tool made a coupon. */
  'llm-chat:coupon-generated': { discount: number }
  /** The chat stream carried the assistant's tool calls to a client with (or without) the show_tool_calls cookie. */
  'llm-chat:tool-calls-streamed': { showToolCalls: boolean; role: string | undefined }

  'reviews:created': { author: string; sessionEmail: string | undefined }
  /** PATCH /rest/products/reviews changed reviews on behalf of `sessionEmail`. */
  'reviews:edited': { sessionEmail: string; modified: number; originalAuthors: string[] }
  /** POST /rest/products/reviews stored a like; `likedBy` is the review's list as written. */
  'reviews:liked': { email: string; likedBy: readonly string[] }
  /** The chatbot handed out a coupon after being asked again and again. */
  'chatbot:coupon-given': { userId: number; coupon: string }
  /** The chatbot's own self-test failed: it no longer works for anyone. */
  'chatbot:broken': { error: string }
  /** GET /promotion rendered the page with these subtitles inlined (the Video XSS target). */
  'promotion:rendered': { subtitles: string }
  /** A file under /assets/public/images/uploads was asked for; `url` is the request URL as sent. */
  'memories:image-requested': { url: string }
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
