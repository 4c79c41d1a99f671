import type { TokenPayload } from './jwt'

/** How many tokens the map keeps, and how many characters of tokens and payloads in all; the least recently used go first. */
export const SESSION_LIMITS = { maxEntries: 5_000, maxChars: 16 * 1024 * 1024 }

interface Entry {
  payload: TokenPayload
  chars: number
}

/** A rough size of an entry: a payload that cannot be measured counts as the largest there may be. */
function sizeOf(token: string, payload: TokenPayload): number {
  try {
    return token.length + JSON.stringify(payload).length
  } catch {
    return SESSION_LIMITS.maxChars
  }
}

/**
 * The authenticated-users map: token → the payload cached when the token was issued or first accepted.
 * Most "current user" routes read this snapshot, not the database (research/api.md §3.6).
 * Forged tokens are accepted on purpose, so the map is bounded: least recently used tokens are forgotten first.
 */
export class Sessions {
  private readonly entryByToken = new Map<string, Entry>()
  private readonly tokenByUserId = new Map<number, string>()
  private chars = 0

  constructor(private readonly limits = SESSION_LIMITS) {}

  put(token: string, payload: TokenPayload): void {
    this.forget(token)
    const entry = { payload, chars: sizeOf(token, payload) }
    if (entry.chars > this.limits.maxChars) return
    this.entryByToken.set(token, entry)
    this.chars += entry.chars
    const id = payload.data?.id
    if (typeof id === 'number') this.tokenByUserId.set(id, token)
    this.evict()
  }

  get(token: string | undefined): TokenPayload | undefined {
    const entry = token === undefined ? undefined : this.entryByToken.get(token)
    if (!entry || token === undefined) return undefined
    this.entryByToken.delete(token)
    this.entryByToken.set(token, entry)
    return entry.payload
  }

  has(token: string | undefined): boolean {
    return token !== undefined && this.entryByToken.has(token)
  }

  get size(): number {
    return this.entryByToken.size
  }

  /** The newest token issued to a user, if any. */
  latestTokenOf(userId: number): string | undefined {
    return this.tokenByUserId.get(userId)
  }

  private forget(token: string): void {
    const entry = this.entryByToken.get(token)
    if (!entry) return
    this.entryByToken.delete(token)
    this.chars -= entry.chars
    const id = entry.payload.data?.id
    if (typeof id === 'number' && this.tokenByUserId.get(id) === token) this.tokenByUserId.delete(id)
  }

  private evict(): void {
    while (this.entryByToken.size > this.limits.maxEntries || this.chars > this.limits.maxChars) {
      const oldest = this.entryByToken.keys().next().value
      if (oldest === undefined) return
      this.forget(oldest)
    }
  }
}
