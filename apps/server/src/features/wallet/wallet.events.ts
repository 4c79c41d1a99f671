/** What the wallet feature announces; its solve detectors listen. */
declare module '../../lib/events' {
  interface PulpEvents {
    /** POST /rest/deluxe-membership made a customer a deluxe member, paid with `paymentMode` as sent. */
    'wallet:deluxe-upgraded': { userId: number; paymentMode: unknown }
  }
}

export {}
