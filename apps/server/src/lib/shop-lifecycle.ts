/**
 * What a shop holds open besides its database: child processes, worker threads, file handles. The features that
 * open such things register how to close them here, so that a shop can be closed completely (class mode evicts
 * idle teams' shops; a closed shop leaves nothing running).
 */
export class ShopLifecycle {
  private readonly closers: (() => void | Promise<void>)[] = []
  private closedAlready = false

  /** Runs `close` when the shop closes (at once if it is already closed). */
  onClose(close: () => void | Promise<void>): void {
    if (this.closedAlready) void Promise.resolve().then(close).catch(() => undefined)
    else this.closers.push(close)
  }

  get closed(): boolean {
    return this.closedAlready
  }

  /** Closes everything registered, newest first; a closer that fails is reported and does not stop the others. */
  async close(): Promise<void> {
    if (this.closedAlready) return
    this.closedAlready = true
    for (const close of this.closers.splice(0).reverse()) {
      try {
        await close()
      } catch (error) {
        console.error('A shop resource could not be closed:', error)
      }
    }
  }
}
