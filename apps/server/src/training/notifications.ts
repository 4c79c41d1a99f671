import type { ChallengeSolvedNotification, CodeChallengeSolvedNotification } from '@pulp/shared'

/** Where notifications go: the socket.io server once it is attached, nowhere before (tests, boot). */
export interface NotificationSink {
  challengeSolved(notification: ChallengeSolvedNotification): void
  codeChallengeSolved(notification: CodeChallengeSolvedNotification): void
}

/**
 * Solved notifications wait here until a browser acknowledges them ('notification received' with the flag),
 * and are replayed to every newly connected browser meanwhile.
 */
export class NotificationQueue {
  private pending: ChallengeSolvedNotification[] = []
  private sink: NotificationSink | undefined

  attach(sink: NotificationSink): void {
    this.sink = sink
  }

  push(notification: ChallengeSolvedNotification): void {
    const alreadyPending = this.pending.some((entry) => entry.key === notification.key)
    this.pending.push(notification)
    if (notification.isRestore || !alreadyPending) this.sink?.challengeSolved(notification)
  }

  codeChallengeSolved(notification: CodeChallengeSolvedNotification): void {
    this.sink?.codeChallengeSolved(notification)
  }

  acknowledge(flag: string): void {
    this.pending = this.pending.filter((entry) => entry.flag !== flag)
  }

  replay(): readonly ChallengeSolvedNotification[] {
    return this.pending
  }
}
