import type { ChallengeKey } from '@pulp/challenges'

/** One team as the trainer sees it, read from the classroom's saved state (its shop need not be in memory). */
export interface TeamSummary {
  id: string
  name: string
  createdAt: Date
  /** the team's last request or socket message */
  lastActivity: Date
  /** whether the team's shop is in memory now (idle shops are evicted) */
  inMemory: boolean
  /** every challenge the team has solved, with when */
  solves: readonly { key: ChallengeKey; solvedAt: Date }[]
}

/** What changed in the classroom, for the trainer's live view. */
export type RosterChange =
  | { type: 'team joined' | 'team reset' | 'team removed' | 'team active'; teamId: string }
  | { type: 'challenge solved'; teamId: string; key: ChallengeKey; solvedAt: Date }

/**
 * The classroom as the trainer's pages use it. The class-mode core implements it; the trainer pages only read it
 * and ask for resets and removals.
 */
export interface Roster {
  teams(): TeamSummary[]
  /** calls the listener on every change until the returned function is called */
  subscribe(listener: (change: RosterChange) => void): () => void
  /** a fresh shop for the team: solves, database and files gone; name and passcode kept */
  resetTeam(teamId: string): Promise<void>
  /** the team, its shop and its files gone; its members are sent back to the join page */
  removeTeam(teamId: string): Promise<void>
}
