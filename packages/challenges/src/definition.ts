/** The category strings exactly as Juice Shop spells them (the score board and CTF tools match on them). */
export const CATEGORIES = [
  'Broken Access Control',
  'Broken Anti Automation',
  'Broken Authentication',
  'Cryptographic Issues',
  'Improper Input Validation',
  'Injection',
  'Insecure Deserialization',
  'Miscellaneous',
  'Observability Failures',
  'Security Misconfiguration',
  'Security through Obscurity',
  'Sensitive Data Exposure',
  'Unvalidated Redirects',
  'Vulnerable Components',
  'XSS',
  'XXE',
] as const
export type Category = (typeof CATEGORIES)[number]

export const TAGS = [
  'AI/LLM',
  'Brute Force',
  'Code Analysis',
  'Contraption',
  'Danger Zone',
  'Good for Demos',
  'Good Practice',
  'OSINT',
  'Prerequisite',
  'Shenanigans',
  'Tutorial',
  'Web3',
] as const
export type Tag = (typeof TAGS)[number]

export type Difficulty = 1 | 2 | 3 | 4 | 5 | 6

/** Environments in which a challenge is switched off because its exploit could harm the host. */
export type DisabledEnv = 'Docker' | 'Heroku' | 'Windows'

/** An optional service without which the challenge cannot be played. */
export type ChallengeRequirement = 'llm' | 'web3'

export interface ChallengeDefinition {
  readonly key: string
  readonly name: string
  readonly category: Category
  readonly difficulty: Difficulty
  readonly tags: readonly Tag[]
  /** HTML; `juice-sh.op` and the other defaults of `DESCRIPTION_DEFAULTS` are swapped for the configured values. */
  readonly description: string
  /** From vague to concrete. */
  readonly hints: readonly string[]
  readonly mitigationUrl: string | null
  /** The server feature folder where the hole lives, or 'web' for holes that exist only in the browser. */
  readonly feature: string
  readonly codingChallenge: boolean
  readonly tutorialOrder: number | null
  readonly disabledEnv: readonly DisabledEnv[]
  readonly requires: ChallengeRequirement | null
  /** False only when there is no code of ours to mark (awareness, research or pure UI challenges). */
  readonly hasVulnerableCode: boolean
}

/** The fields most challenges share; a registry entry states them only where it differs. */
type DefaultedField = 'codingChallenge' | 'tutorialOrder' | 'disabledEnv' | 'requires' | 'hasVulnerableCode'

/** A registry entry as written: a ChallengeDefinition whose defaulted fields may be left out. */
export type ChallengeEntry = Omit<ChallengeDefinition, DefaultedField> & Partial<Pick<ChallengeDefinition, DefaultedField>>

/**
 * A complete ChallengeDefinition from a registry entry: no coding challenge, no tutorial place, enabled everywhere,
 * no optional service needed, vulnerable code of ours to mark. The key keeps its literal type, so `ChallengeKey`
 * stays the union of the registered keys. Fields come out in ChallengeDefinition's order.
 */
export function defineChallenge<const Key extends string>(
  entry: ChallengeEntry & { readonly key: Key },
): ChallengeDefinition & { readonly key: Key } {
  return {
    key: entry.key,
    name: entry.name,
    category: entry.category,
    difficulty: entry.difficulty,
    tags: entry.tags,
    description: entry.description,
    hints: entry.hints,
    mitigationUrl: entry.mitigationUrl,
    feature: entry.feature,
    codingChallenge: entry.codingChallenge ?? false,
    tutorialOrder: entry.tutorialOrder ?? null,
    disabledEnv: entry.disabledEnv ?? [],
    requires: entry.requires ?? null,
    hasVulnerableCode: entry.hasVulnerableCode ?? true,
  }
}
