/**
 * A small typed event bus. Features announce what happened (a login, a served file, a rendered error page);
 * solve detectors listen. Each feature declares its own events by augmenting PulpEvents:
 *
 *   declare module '../../lib/events' { interface PulpEvents { 'ftp:served': { name: string } } }
 */
export interface PulpEvents {
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
