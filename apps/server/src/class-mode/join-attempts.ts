/** Wrong passcodes for one team name, within the window, before further tries are refused for a while. */
export const JOIN_ATTEMPT_LIMIT = { failures: 5, windowMs: 10 * 60 * 1000 }
/** names remembered at most; beyond that the oldest are forgotten, so guessing many names cannot fill memory */
const NAMES_KEPT = 10_000

/** Counts wrong passcodes per team name, so that a team's passcode cannot be guessed at full speed. */
export class JoinAttempts {
  private readonly failuresByName = new Map<string, number[]>()

  constructor(
    private readonly limit = JOIN_ATTEMPT_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(name: string): boolean {
    return this.recent(name).length >= this.limit.failures
  }

  recordFailure(name: string): void {
    const key = name.toLocaleLowerCase()
    const failures = [...this.recent(name), this.now()]
    this.failuresByName.delete(key)
    this.failuresByName.set(key, failures)
    if (this.failuresByName.size > NAMES_KEPT) this.failuresByName.delete(this.failuresByName.keys().next().value as string)
  }

  forget(name: string): void {
    this.failuresByName.delete(name.toLocaleLowerCase())
  }

  private recent(name: string): number[] {
    const since = this.now() - this.limit.windowMs
    return (this.failuresByName.get(name.toLocaleLowerCase()) ?? []).filter((at) => at > since)
  }
}
