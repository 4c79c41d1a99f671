/**
 * A small typed event bus. Features announce what happened (a login, a served file, a rendered error page);
 * solve detectors listen. Each feature declares its own events by augmenting PulpEvents:
 *
 *   declare module '../../lib/events' { interface PulpEvents { 'ftp:served': { name: string } } }
 */
export interface PulpEvents {
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
