import type { TokenPayload } from './jwt'

/**
 * The authenticated-users map: token → the payload cached when the token was issued or first accepted.
 * Most "current user" routes read this snapshot, not the database (research/api.md §3.6).
 */
export class Sessions {
  private readonly payloadByToken = new Map<string, TokenPayload>()
  private readonly tokenByUserId = new Map<number, string>()

  put(token: string, payload: TokenPayload): void {
    this.payloadByToken.set(token, payload)
    const id = payload.data?.id
    if (typeof id === 'number') this.tokenByUserId.set(id, token)
  }

  get(token: string | undefined): TokenPayload | undefined {
    return token ? this.payloadByToken.get(token) : undefined
  }

  has(token: string | undefined): boolean {
    return token !== undefined && this.payloadByToken.has(token)
  }

  /** The newest token issued to a user, if any. */
  latestTokenOf(userId: number): string | undefined {
    return this.tokenByUserId.get(userId)
  }
}
