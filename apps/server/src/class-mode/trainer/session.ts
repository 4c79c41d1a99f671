import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request } from 'express'

export const TRAINER_COOKIE = 'pulp_trainer'

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

/** Compares in constant time whatever the lengths (both sides are hashed to 32 bytes first). */
export function passcodeMatches(expected: string, given: string): boolean {
  return expected !== '' && timingSafeEqual(digest(expected), digest(given))
}

/**
 * Trainer sessions: a cookie `<expiry ms>.<nonce>.<HMAC>` signed with a secret made at start, so a restart signs
 * every trainer out and nothing about sessions is stored.
 */
export function createTrainerSessions(lifetimeMs: number, now: () => number) {
  const secret = randomBytes(32)
  const sign = (payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url')

  return {
    lifetimeMs,
    issue(): string {
      const payload = `${now() + lifetimeMs}.${randomBytes(12).toString('base64url')}`
      return `${payload}.${sign(payload)}`
    },
    isValid(cookie: unknown): boolean {
      if (typeof cookie !== 'string') return false
      const cut = cookie.lastIndexOf('.')
      if (cut <= 0) return false
      const payload = cookie.slice(0, cut)
      const given = Buffer.from(cookie.slice(cut + 1))
      const expected = Buffer.from(sign(payload))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
      return Number(payload.split('.')[0]) > now()
    },
  }
}

export type TrainerSessions = ReturnType<typeof createTrainerSessions>

const MAX_TRACKED_ADDRESSES = 10_000

/**
 * Wrong passcodes per client address: after `limit` failures within `windowMs` every login attempt from there is
 * refused (429) until the window has passed. The map only holds addresses that failed recently, at most MAX_TRACKED_ADDRESSES of them.
 */
export function createLoginLimiter(limit: number, windowMs: number, now: () => number) {
  const failures = new Map<string, number[]>()
  const recent = (address: string): number[] => {
    const since = now() - windowMs
    const times = (failures.get(address) ?? []).filter((time) => time > since)
    if (times.length === 0) failures.delete(address)
    else failures.set(address, times)
    return times
  }
  return {
    /** seconds until the address may try again, or 0 when it may now */
    retryAfterSeconds(address: string): number {
      const times = recent(address)
      if (times.length < limit) return 0
      return Math.max(1, Math.ceil(((times[0] ?? now()) + windowMs - now()) / 1000))
    },
    fail(address: string): void {
      const times = [...recent(address), now()]
      failures.delete(address)
      // many addresses failing at once: the ones that failed longest ago are forgotten first
      if (failures.size >= MAX_TRACKED_ADDRESSES) failures.delete(failures.keys().next().value ?? '')
      failures.set(address, times)
    },
    succeed(address: string): void {
      failures.delete(address)
    },
  }
}

/** The client's address as the socket saw it (the trainer's pages do not trust X-Forwarded-For). */
export const clientAddress = (req: Request): string => req.socket.remoteAddress ?? 'unknown'

/**
 * Whether a state-changing request comes from the trainer's own pages: its Origin (or, lacking one, its Referer)
 * must name the host the request was sent to. A request naming neither is refused too.
 */
export function isSameOrigin(req: Request): boolean {
  const host = req.get('host')
  const source = req.get('origin') ?? req.get('referer')
  if (!host || !source || source === 'null') return false
  try {
    return new URL(source).host === host
  } catch {
    return false
  }
}
