import { z } from 'zod'

/** The socket.io protocol between the shop and the browser (Juice Shop compatible event names and payloads). */
export interface ChallengeSolvedNotification {
  key: string
  name: string
  /** "<name> (<description without tags>)" */
  challenge: string
  /** CTF flag: HMAC-SHA1 of the challenge name */
  flag: string
  hidden: boolean
  isRestore: boolean
  codingChallenge: boolean
}

export interface CodeChallengeSolvedNotification {
  key: string
  codingChallengeStatus: 1 | 2
}

export interface ServerToClientEvents {
  'challenge solved': (notification: ChallengeSolvedNotification) => void
  'code challenge solved': (notification: CodeChallengeSolvedNotification) => void
  'server started': () => void
}

export interface ClientToServerEvents {
  /** acknowledges a notification by its flag so the server stops replaying it */
  'notification received': (flag: string) => void
  verifyLocalXssChallenge: (searchQuery: string) => void
  verifySvgInjectionChallenge: (testDecal: string) => void
  verifyCloseNotificationsChallenge: (closedNotifications: unknown[]) => void
}

/** The longest text a browser reports over the socket; anything longer is ignored, like any other wrong shape. */
export const SOCKET_TEXT_MAX = 10_000

/**
 * What each client-to-server event may carry. A message of another shape is ignored: the payload comes from any
 * student's browser (or a hand-written socket frame) and must never reach the shop as something else.
 */
export const clientEventSchemas = {
  'notification received': z.string().max(SOCKET_TEXT_MAX),
  verifyLocalXssChallenge: z.string().max(SOCKET_TEXT_MAX),
  verifySvgInjectionChallenge: z.string().max(SOCKET_TEXT_MAX),
  verifyCloseNotificationsChallenge: z.array(z.unknown()).max(1000),
} satisfies Record<keyof ClientToServerEvents, z.ZodType>
