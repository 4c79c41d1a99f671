import type { ChallengeKey } from '@pulp/challenges'
import type { AppContext } from '../context'

/**
 * A feature's solve detectors: the challenges it can detect and how. Detectors only observe (bus events,
 * requests, rows) and call ctx.training.solve(key); they never change what the vulnerable code does.
 */
export interface DetectorModule {
  keys: readonly ChallengeKey[]
  register(ctx: AppContext): void
}

export const defineDetectors = (keys: readonly ChallengeKey[], register: (ctx: AppContext) => void): DetectorModule => ({
  keys,
  register,
})
