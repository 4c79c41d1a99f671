import { explanationOf, isChallengeKey, type CodingChallenge } from '@pulp/challenges'
import type { FindItVerdict, FixItVerdict } from '@pulp/shared'
import type { Training } from './engine'
import type { CodingCatalog } from './lazy-coding-catalog'

export type CodingChallengeAnswer<T> =
  | { found: true; challenge: CodingChallenge; answer: T }
  | { found: false; status: 404 | 422; reason?: string }

/** The sentence a player gets once the hints have run out: where the flaw is. */
export function vulnLinesSentence(lines: readonly number[]): string {
  if (lines.length === 1) return `The flaw is on line ${lines[0]}.`
  return `The flaw spans lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}.`
}

const sameLines = (selected: readonly number[], challenge: CodingChallenge): boolean => {
  const { vulnLines, neutralLines } = challenge.snippet
  const chosen = new Set(selected)
  return vulnLines.every((line) => chosen.has(line)) && [...chosen].every((line) => vulnLines.includes(line) || neutralLines.includes(line))
}

export type CodingPhase = 'findIt' | 'fixIt'

/**
 * The coding challenges one shop serves: find it (select the vulnerable lines) and fix it (choose the right fix).
 * Wrong find-it answers are counted per key, for the hints that follow them; answers per phase, for the accuracy.
 */
export class CodingChallenges {
  private readonly wrongFindItAnswers = new Map<string, number>()
  /** answers given per phase and key, and 1 / answers at the first right one (the accuracy of that solve) */
  private readonly answers: Record<CodingPhase, Map<string, number>> = { findIt: new Map(), fixIt: new Map() }
  private readonly accuracies: Record<CodingPhase, Map<string, number>> = { findIt: new Map(), fixIt: new Map() }

  constructor(
    readonly catalog: CodingCatalog,
    private readonly training: Training,
  ) {}

  /** Keys whose challenge offers its coding challenge, in challenge id order. */
  offeredKeys(): string[] {
    return this.catalog.playableKeys().filter((key) => this.training.row(key).hasCodingChallenge === 1)
  }

  /** The key's coding challenge when this shop offers it; 422 names a broken region or fix folder. */
  lookup(key: string): CodingChallengeAnswer<undefined> {
    const entry = this.catalog.lookup(key)
    if (entry.status === 'broken') return { found: false, status: 422, reason: entry.reason }
    if (entry.status === 'missing' || !isChallengeKey(key) || this.training.row(key).hasCodingChallenge !== 1) {
      return { found: false, status: 404 }
    }
    return { found: true, challenge: entry.challenge, answer: undefined }
  }

  /** Find it: right when every vuln line and otherwise only neutral lines are selected; raises the status to 1. */
  findIt(key: string, selectedLines: readonly number[]): CodingChallengeAnswer<FindItVerdict> {
    const found = this.lookup(key)
    if (!found.found) return found
    const { challenge } = found
    const verdict = sameLines(selectedLines, challenge)
    this.countAnswer('findIt', key, verdict)
    if (verdict) {
      this.training.setCodingStatus(challenge.key, 1)
      return { ...found, answer: { verdict: true } }
    }
    const earlierWrongAnswers = this.wrongFindItAnswers.get(key) ?? 0
    this.wrongFindItAnswers.set(key, earlierWrongAnswers + 1)
    return { ...found, answer: { verdict: false, hint: this.hintAfter(challenge, earlierWrongAnswers) } }
  }

  /** Fix it: right for the `_correct` option; raises the status to 2. Undefined when the option does not exist. */
  fixIt(key: string, selectedFix: number): CodingChallengeAnswer<FixItVerdict | undefined> {
    const found = this.lookup(key)
    if (!found.found) return found
    const { fixes } = found.challenge
    if (selectedFix >= fixes.fixes.length) return { ...found, answer: undefined }
    const verdict = selectedFix === fixes.correctIndex
    this.countAnswer('fixIt', key, verdict)
    if (verdict) this.training.setCodingStatus(found.challenge.key, 2)
    return { ...found, answer: { verdict, explanation: explanationOf(fixes, selectedFix + 1) } }
  }

  /** The mean accuracy (1 / answers needed) of the coding challenges solved in this phase since the start; 0 before any. */
  accuracy(phase: CodingPhase): number {
    const values = [...this.accuracies[phase].values()]
    return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
  }

  private countAnswer(phase: CodingPhase, key: string, right: boolean): void {
    const answers = (this.answers[phase].get(key) ?? 0) + 1
    this.answers[phase].set(key, answers)
    if (right && !this.accuracies[phase].has(key)) this.accuracies[phase].set(key, 1 / answers)
  }

  /** No hint on the first wrong answer, then the info file's hints in turn, then the vuln lines themselves. */
  private hintAfter(challenge: CodingChallenge, earlierWrongAnswers: number): string | undefined {
    const { hints } = challenge.fixes.info
    if (earlierWrongAnswers === 0) return undefined
    if (earlierWrongAnswers <= hints.length) return hints[earlierWrongAnswers - 1]
    return vulnLinesSentence(challenge.snippet.vulnLines)
  }
}
