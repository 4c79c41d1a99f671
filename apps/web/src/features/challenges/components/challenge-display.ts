import type { Challenge, ChallengeDisplayStatus } from '@pulp/shared'
import { SCORE_BOARD_CHALLENGE_KEY } from '../api/get-challenges'

export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const
export const DEFAULT_DIFFICULTIES: number[] = [1]

export type ChallengeStatus = ChallengeDisplayStatus

export interface DisplayedChallenge extends Challenge {
  status: ChallengeStatus
  tagList: string[]
}

export interface ScoreBoardFilter {
  difficulties: number[]
  hiddenCategories: string[]
  showSolved: boolean
  tutorialOnly: boolean
  /** null: every status */
  status: ChallengeStatus | null
  /** empty: every tag */
  tags: string[]
}

/** Solved with a pending coding challenge counts as partially solved until both coding phases are done. */
export function challengeStatus(challenge: Challenge, codingChallengesEnabled: boolean): ChallengeStatus {
  if (!challenge.solved) return 'unsolved'
  if (!codingChallengesEnabled || !challenge.hasCodingChallenge) return 'solved'
  return challenge.codingChallengeStatus === 2 ? 'solved' : 'partially-solved'
}

/** Difficulty, then tutorial order (tutorials first), then name. */
export function compareChallenges(a: Challenge, b: Challenge): number {
  const byTutorial = (a.tutorialOrder ?? Number.MAX_SAFE_INTEGER) - (b.tutorialOrder ?? Number.MAX_SAFE_INTEGER)
  return a.difficulty - b.difficulty || byTutorial || a.name.localeCompare(b.name)
}

/** The board's view of the list: sorted, with status and tags, and the Score Board always solved (you are here). */
export function toDisplayedChallenges(challenges: Challenge[], codingChallengesEnabled: boolean): DisplayedChallenge[] {
  return challenges
    .map((challenge) => {
      const shown = challenge.key === SCORE_BOARD_CHALLENGE_KEY ? { ...challenge, solved: true } : challenge
      return {
        ...shown,
        status: challengeStatus(shown, codingChallengesEnabled),
        tagList: (shown.tags ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      }
    })
    .sort(compareChallenges)
}

export function percentSolved(challenges: Challenge[]): number {
  if (challenges.length === 0) return 0
  return Math.round((challenges.filter(({ solved }) => solved).length / challenges.length) * 100)
}

/** Coding progress: the coding statuses reached over the two phases of every coding challenge. */
export function percentCodingSolved(challenges: Challenge[]): number {
  const coding = challenges.filter(({ hasCodingChallenge }) => hasCodingChallenge)
  if (coding.length === 0) return 0
  const reached = coding.reduce((sum, { codingChallengeStatus }) => sum + codingChallengeStatus, 0)
  return Math.round((reached / (coding.length * 2)) * 100)
}

/** Per difficulty: units solved of units available (a coding challenge counts 3: the hack and its two phases). */
export function difficultyOverview(challenges: Challenge[]): { difficulty: number; solved: number; available: number }[] {
  return DIFFICULTIES.map((difficulty) => {
    const ofDifficulty = challenges.filter((challenge) => challenge.difficulty === difficulty)
    const units = (challenge: Challenge) => (challenge.hasCodingChallenge ? 3 : 1)
    const solvedUnits = (challenge: Challenge) => (challenge.solved ? 1 : 0) + (challenge.hasCodingChallenge ? challenge.codingChallengeStatus : 0)
    return {
      difficulty,
      solved: ofDifficulty.reduce((sum, challenge) => sum + solvedUnits(challenge), 0),
      available: ofDifficulty.reduce((sum, challenge) => sum + units(challenge), 0),
    }
  })
}

/**
 * In tutorials-first mode, the difficulty up to which challenges are unlocked: the lowest difficulty that still
 * has an unsolved tutorial. Tutorials that cannot be played here (switched off) never hold a tier back. null when
 * the mode is off or every playable tutorial is solved.
 */
export function tutorialTier(challenges: Challenge[], restrictToTutorialsFirst: boolean): number | null {
  if (!restrictToTutorialsFirst) return null
  const unsolvedTutorials = challenges.filter(
    ({ tutorialOrder, solved, disabledEnv }) => tutorialOrder !== null && !solved && disabledEnv === null,
  )
  if (unsolvedTutorials.length === 0) return null
  return Math.min(...unsolvedTutorials.map(({ difficulty }) => difficulty))
}

export function visibleChallenges(
  challenges: DisplayedChallenge[],
  filter: ScoreBoardFilter,
  tier: number | null,
): DisplayedChallenge[] {
  if (tier !== null) {
    return challenges.filter((challenge) => tutorialUnlocked(challenge, tier))
  }
  return challenges.filter(
    (challenge) =>
      filter.difficulties.includes(challenge.difficulty) &&
      !filter.hiddenCategories.includes(challenge.category) &&
      (filter.showSolved || challenge.status !== 'solved') &&
      (!filter.tutorialOnly || challenge.tutorialOrder !== null) &&
      (filter.status === null || challenge.status === filter.status) &&
      (filter.tags.length === 0 || filter.tags.some((tag) => challenge.tagList.includes(tag))),
  )
}

/** Every tag used by the challenges, sorted. */
export function tagsOf(challenges: DisplayedChallenge[]): string[] {
  return [...new Set(challenges.flatMap(({ tagList }) => tagList))].sort()
}

/** In tutorials-first mode only tutorials up to the tier are shown, whatever the filters say. */
export function tutorialUnlocked(challenge: Challenge, tier: number | null): boolean {
  return tier === null || (challenge.tutorialOrder !== null && challenge.difficulty <= tier)
}

/** Translation key for a category or tag, derived from its name in upper case ("Broken Access Control" → …). */
export function labelKey(prefix: 'CATEGORY' | 'TAG', name: string): string {
  return `${prefix}_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '')}`
}
