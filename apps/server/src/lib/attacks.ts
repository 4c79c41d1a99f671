import type { ChallengeKey } from '@pulp/challenges'
import type request from 'supertest'

/** Where an attack is aimed: a shop's Express app (tests) or the base URL of a running shop (`npm run verify`). */
export type AttackTarget = Parameters<typeof request>[0]

/**
 * The published attack on one challenge, as an attacker runs it over HTTP. The feature's exploit test runs it
 * against a test shop and checks what it gets; `npm run verify` runs it against a deployment.
 */
export type Attack = (target: AttackTarget) => PromiseLike<unknown>

/** A feature's attacks, by the challenge they solve. */
export type Attacks = Partial<Record<ChallengeKey, Attack>>
