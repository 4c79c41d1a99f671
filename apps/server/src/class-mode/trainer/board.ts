import type { ChallengeDefinition } from '@pulp/challenges'
import type { TeamSummary } from './roster'

/** What the trainer's table needs of a challenge (the registry entries fit). */
export type TrainerChallenge = Pick<ChallengeDefinition, 'key' | 'name' | 'difficulty' | 'category'>

export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const

export interface BoardChallenge {
  key: string
  name: string
  difficulty: number
  category: string
  /** how many teams solved it */
  solveCount: number
}

export interface BoardTeam {
  id: string
  name: string
  createdAt: string
  lastActivity: string
  inMemory: boolean
  /** challenge key → when it was solved (ISO 8601); only challenges of the board */
  solves: Record<string, string>
  /** solved challenges per difficulty ★1..★6 (index 0 is ★1) */
  solvedByDifficulty: number[]
  total: number
}

export interface Board {
  generatedAt: string
  /** ordered by difficulty, then as the registry lists them */
  challenges: BoardChallenge[]
  teams: BoardTeam[]
}

/** The challenges ordered by difficulty, keeping registry order within one difficulty. */
export const byDifficulty = <T extends { difficulty: number }>(challenges: readonly T[]): T[] =>
  challenges.map((challenge, index) => ({ challenge, index }))
    .sort((a, b) => a.challenge.difficulty - b.challenge.difficulty || a.index - b.index)
    .map(({ challenge }) => challenge)

function boardTeam(team: TeamSummary, difficultyOf: ReadonlyMap<string, number>): BoardTeam {
  const solves: Record<string, string> = {}
  const solvedByDifficulty = DIFFICULTIES.map(() => 0)
  for (const { key, solvedAt } of team.solves) {
    const difficulty = difficultyOf.get(key)
    if (difficulty === undefined || Object.hasOwn(solves, key)) continue
    solves[key] = solvedAt.toISOString()
    solvedByDifficulty[difficulty - 1] = (solvedByDifficulty[difficulty - 1] ?? 0) + 1
  }
  return {
    id: team.id,
    name: team.name,
    createdAt: team.createdAt.toISOString(),
    lastActivity: team.lastActivity.toISOString(),
    inMemory: team.inMemory,
    solves,
    solvedByDifficulty,
    total: Object.keys(solves).length,
  }
}

/** The classroom as the dashboard and board.json show it; `names` translates challenge names where it can. */
export function buildBoard(
  teams: readonly TeamSummary[],
  challenges: readonly TrainerChallenge[],
  now: Date,
  names: Partial<Record<string, string>> = {},
): Board {
  const difficultyOf = new Map<string, number>(challenges.map(({ key, difficulty }) => [key, difficulty]))
  const boardTeams = teams.map((team) => boardTeam(team, difficultyOf))
  return {
    generatedAt: now.toISOString(),
    challenges: byDifficulty(challenges).map(({ key, name, difficulty, category }) => ({
      key,
      name: names[key] ?? name,
      difficulty,
      category,
      solveCount: boardTeams.filter((team) => Object.hasOwn(team.solves, key)).length,
    })),
    teams: boardTeams,
  }
}
