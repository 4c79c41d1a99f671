/** What the privacy feature announces; its solve detectors listen. */
declare module '../../lib/events' {
  interface PulpEvents {
    /** POST /dataerasure answered the start of the file `resolvedPath`, picked by the body's `layout`. */
    'privacy:layout-rendered': { resolvedPath: string }
    /** POST /rest/user/data-export exported these orders for the user with `email`. */
    'privacy:data-exported': { email: string; orderIds: string[] }
  }
}

export {}
