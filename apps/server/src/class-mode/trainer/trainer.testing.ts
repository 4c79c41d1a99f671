import type { ChallengeKey } from '@pulp/challenges'
import type { Roster, RosterChange, TeamSummary } from './roster'

/** An in-memory Roster for the trainer's tests: teams are set by hand, changes announced by hand. */
export class FakeRoster implements Roster {
  readonly resets: string[] = []
  readonly removals: string[] = []
  private readonly listeners = new Set<(change: RosterChange) => void>()
  private readonly byId = new Map<string, TeamSummary>()

  get listenerCount(): number {
    return this.listeners.size
  }

  teams(): TeamSummary[] {
    return [...this.byId.values()]
  }

  addTeam(id: string, name: string, at = new Date('2026-01-01T10:00:00Z')): TeamSummary {
    const team: TeamSummary = { id, name, createdAt: at, lastActivity: at, inMemory: true, solves: [] }
    this.byId.set(id, team)
    this.announce({ type: 'team joined', teamId: id })
    return team
  }

  solve(teamId: string, key: ChallengeKey, solvedAt = new Date('2026-01-01T10:05:00Z')): void {
    const team = this.byId.get(teamId)
    if (!team) throw new Error(`no team ${teamId}`)
    this.byId.set(teamId, { ...team, lastActivity: solvedAt, solves: [...team.solves, { key, solvedAt }] })
    this.announce({ type: 'challenge solved', teamId, key, solvedAt })
  }

  subscribe(listener: (change: RosterChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  resetTeam(teamId: string): Promise<void> {
    this.resets.push(teamId)
    const team = this.byId.get(teamId)
    if (team) this.byId.set(teamId, { ...team, solves: [] })
    this.announce({ type: 'team reset', teamId })
    return Promise.resolve()
  }

  removeTeam(teamId: string): Promise<void> {
    this.removals.push(teamId)
    this.byId.delete(teamId)
    this.announce({ type: 'team removed', teamId })
    return Promise.resolve()
  }

  private announce(change: RosterChange): void {
    for (const listener of this.listeners) listener(change)
  }
}
