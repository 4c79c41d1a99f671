/** What the profile feature announces; its solve detectors listen. */
declare module '../../lib/events' {
  interface PulpEvents {
    /** GET /profile rendered the page of a user with this stored username and profile image. */
    'profile:viewed': { username: string; profileImage: string }
    /** POST /profile changed a username; `origin` and `referer` are the request's headers. */
    'profile:username-changed': { previous: string; username: string; origin?: string; referer?: string }
    /** /solve/challenges/server-side was called with the key while an abused bug was pending. */
    'profile:server-side-reached': { bug: ServerSideBug }
  }
}

/** The two holes that can make the shop call itself: the username template (ssti) and the image URL (ssrf). */
export type ServerSideBug = 'ssti' | 'ssrf'
