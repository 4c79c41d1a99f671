import type { ChallengeDefinition } from './definition'
import { challenges001To015 } from './registry-001-015'
import { challenges016To030 } from './registry-016-030'
import { challenges031To045 } from './registry-031-045'
import { challenges046To060 } from './registry-046-060'
import { challenges061To075 } from './registry-061-075'
import { challenges076To090 } from './registry-076-090'
import { challenges091To105 } from './registry-091-105'
import { challenges106To115 } from './registry-106-115'

/**
 * Every challenge, in Juice Shop's order (#1–#113), followed by Pulp's two chatbot challenges.
 * A challenge's id is its 1-based position here: never reorder or remove entries, only append.
 */
export const challenges = [
  ...challenges001To015,
  ...challenges016To030,
  ...challenges031To045,
  ...challenges046To060,
  ...challenges061To075,
  ...challenges076To090,
  ...challenges091To105,
  ...challenges106To115,
] as const

export type ChallengeKey = (typeof challenges)[number]['key']

export interface RegisteredChallenge extends ChallengeDefinition {
  readonly key: ChallengeKey
  readonly id: number
}

const registered: readonly RegisteredChallenge[] = challenges.map((challenge, index) => ({ ...challenge, id: index + 1 }))
const registeredByKey = new Map<string, RegisteredChallenge>(registered.map((challenge) => [challenge.key, challenge]))

export function isChallengeKey(candidate: string): candidate is ChallengeKey {
  return registeredByKey.has(candidate)
}

export function challengeByKey(key: ChallengeKey): RegisteredChallenge {
  const challenge = registeredByKey.get(key)
  if (!challenge) throw new Error(`Unknown challenge key: ${key}`)
  return challenge
}

/** The 1-based position in the registry, which is the database id and what continue codes encode. */
export function challengeIdOf(key: ChallengeKey): number {
  return challengeByKey(key).id
}

export function challengeById(id: number): RegisteredChallenge | undefined {
  return Number.isInteger(id) ? registered[id - 1] : undefined
}
