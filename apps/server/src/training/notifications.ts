import type { ChallengeSolvedNotification, CodeChallengeSolvedNotification } from '@pulp/shared'

/** Where notifications go: the socket.io server once it is attached, nowhere before (tests, boot). */
export interface NotificationSink {
  challengeSolved(notification: ChallengeSolvedNotification): void
  codeChallengeSolved(notification: CodeChallengeSolvedNotification): void
}

/**
 * Solved notifications wait here until a browser acknowledges them ('notification received' with the flag),
 * and are replayed to every newly connected browser meanwhile (the latest one of each challenge).
 */
export class NotificationQueue {
  /** the latest notification of each challenge, oldest first */
  private readonly pending = new Map<string, ChallengeSolvedNotification>()
  private sink: NotificationSink | undefined

  attach(sink: NotificationSink): void {
    this.sink = sink
  }

  push(notification: ChallengeSolvedNotification): void {
    const alreadyPending = this.pending.has(notification.key)
    this.pending.set(notification.key, notification)
    if (notification.isRestore || !alreadyPending) this.sink?.challengeSolved(notification)
  }

  codeChallengeSolved(notification: CodeChallengeSolvedNotification): void {
    this.sink?.codeChallengeSolved(notification)
  }

  acknowledge(flag: string): void {
    for (const [key, entry] of this.pending) if (entry.flag === flag) this.pending.delete(key)
  }

  /** Drops every waiting notification (a quiet restore: nothing new happened for the browsers to hear about). */
  clear(): void {
    this.pending.clear()
  }

  replay(): readonly ChallengeSolvedNotification[] {
    return [...this.pending.values()]
  }
}
