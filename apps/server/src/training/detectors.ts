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

/** Several detector modules as one, for a feature that detects in more than one place. */
export const combineDetectors = (...modules: readonly DetectorModule[]): DetectorModule => ({
  keys: modules.flatMap((module) => module.keys),
  register: (ctx) => {
    for (const module of modules) module.register(ctx)
  },
})
