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
  verifyCloseNotificationsChallenge: (closedNotifications: unknown) => void
}
