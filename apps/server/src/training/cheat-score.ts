import type { Config } from '../config/schema'

/** How long a solve of one difficulty star is expected to take at least, for a player working honestly. */
export const EXPECTED_MINUTES_PER_STAR = 2
/** Without hints a challenge takes longer. */
const WITHOUT_HINTS_FACTOR = 1.5
/** The hacking instructor walks players through tutorial challenges, so those go faster. */
const TUTORIAL_WITH_INSTRUCTOR_FACTOR = 0.5

export interface CheatScore {
  /** 0 (plausible) to 1 (almost certainly copied from a solution): this solve. */
  cheatScore: number
  /** The average over every solve so far that was not a restore. */
  totalCheatScore: number
}

/** What the score needs to know of a challenge (a registry entry or a Challenges row). */
interface ScoredChallenge {
  difficulty: number
  tutorialOrder: number | null
}

const rounded = (value: number): number => Math.round(value * 100) / 100

/** The minutes a solve of this challenge should take at least, under this configuration. */
export function expectedMinutes(challenge: ScoredChallenge, config: Config): number {
  let minutes = challenge.difficulty * EXPECTED_MINUTES_PER_STAR
  if (!config.challenges.showHints) minutes *= WITHOUT_HINTS_FACTOR
  if (challenge.tutorialOrder !== null && config.hackingInstructor.isEnabled) minutes *= TUTORIAL_WITH_INSTRUCTOR_FACTOR
  return minutes
}

/**
 * How suspicious each solve looks, for MultiJuicer's webhook and /metrics: a solve that comes much sooner after the
 * previous one (or after the start) than its difficulty suggests scores towards 1, and so does a page visit that
 * was not made by a browser showing the page (the pixel fetched directly). Restores are not scored.
 */
export class CheatScores {
  private readonly scores: number[] = []
  private lastSolveAt: number

  constructor(
    private readonly config: Config,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSolveAt = now()
  }

  record(challenge: ScoredChallenge, { withoutBrowserContext = false } = {}): CheatScore {
    const at = this.now()
    const minutesTaken = (at - this.lastSolveAt) / 60_000
    this.lastSolveAt = at
    const tooFast = Math.max(0, 1 - minutesTaken / expectedMinutes(challenge, this.config))
    const cheatScore = withoutBrowserContext ? 1 : rounded(tooFast)
    this.scores.push(cheatScore)
    return { cheatScore, totalCheatScore: this.total() }
  }

  /** The average cheat score of all scored solves; 0 before the first. */
  total(): number {
    return this.scores.length === 0 ? 0 : rounded(this.scores.reduce((sum, score) => sum + score, 0) / this.scores.length)
  }
}
