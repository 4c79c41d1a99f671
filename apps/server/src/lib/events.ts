import type { Order } from '@pulp/shared'

/**
 * A small typed event bus. Features announce what happened (a login, a served file, a rendered error page);
 * solve detectors listen. Each feature declares its own events by augmenting PulpEvents:
 *
 *   declare module '../../lib/events' { interface PulpEvents { 'ftp:served': { name: string } } }
 */
export interface PulpEvents {
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
