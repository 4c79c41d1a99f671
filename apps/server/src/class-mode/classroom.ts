import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { CodingChallengeCatalog, type ChallengeKey, type ContinueCodeKind } from '@pulp/challenges'
import type { Express } from 'express'
import { closeShop, createApp, createContext } from '../app'
import type { Config } from '../config/schema'
import type { AppContext } from '../context'
import { ChildBudget } from '../lib/child-sandbox'
import { prepareDataFolder } from '../lib/shop-folders'
import { paths } from '../paths'
import { detectEnvironment, type RuntimeEnvironment } from '../training/availability'
import { APP_VERSION } from '../training/engine'
import type { NotificationSink } from '../training/notifications'
import { JoinAttempts } from './join-attempts'
import { hashPasscode, newTeamId, passcodeMatches, TeamStore, type TeamRecord } from './team-store'
import type { Roster, RosterChange, TeamSummary } from './trainer/roster'

/** One team's shop in memory: the whole single shop, on its own database and data folder. */
export interface TeamShop {
  teamId: string
  ctx: AppContext
  app: Express
}

export interface ClassroomOptions {
  /** `<class folder>`: teams.json and one data folder per team under teams/ */
  folder: string
  config: Config
  environment?: RuntimeEnvironment
  /** read once and shared by every team's shop */
  codingChallengeCatalog?: CodingChallengeCatalog
  now?: () => number
}

export type JoinOutcome =
  | { ok: true; team: TeamRecord; created: boolean }
  | { ok: false; reason: 'wrong passcode' | 'too many attempts' | 'class full' }

const CONTINUE_CODE_KINDS: readonly ContinueCodeKind[] = ['hacking', 'findIt', 'fixIt']
/** teams.json is written at most this often for activity alone; joins, solves, resets and removals save at once */
const ACTIVITY_SAVE_DELAY_MS = 5_000
/** a team's activity is announced to the trainer at most this often */
const ACTIVITY_ANNOUNCE_MS = 10_000
const MAX_EVICTION_CHECK_MS = 60_000
/** shops of the class holding a child for injected SQL at once (each child is a Node process of its own) */
export const CLASS_QUERY_CHILDREN = 24

/**
 * The class: its teams (saved in teams.json), one shop per team created on the team's first request and restored
 * quietly from its saved progress, evicted after `idleMinutes` without a request and brought back on the next.
 * It is also the trainer's Roster; 'team active' is announced when a team's shop comes into memory or leaves it,
 * and on its requests and socket messages at most every ACTIVITY_ANNOUNCE_MS.
 */
export class Classroom implements Roster {
  private readonly store: TeamStore
  private readonly shops = new Map<string, TeamShop>()
  private readonly listeners = new Set<(change: RosterChange) => void>()
  private readonly joinAttempts: JoinAttempts
  private readonly announcedActivity = new Map<string, number>()
  private readonly teamConfig: Config
  private readonly environment: RuntimeEnvironment
  private readonly now: () => number
  private realtime: ((teamId: string) => NotificationSink) | undefined
  private catalog: CodingChallengeCatalog | undefined
  private readonly queryChildren = new ChildBudget(CLASS_QUERY_CHILDREN)
  private activitySave: NodeJS.Timeout | undefined
  private readonly evictionTimer: NodeJS.Timeout

  constructor(private readonly options: ClassroomOptions) {
    this.store = new TeamStore(options.folder)
    this.now = options.now ?? Date.now
    this.joinAttempts = new JoinAttempts(undefined, this.now)
    this.environment = options.environment ?? detectEnvironment()
    // the trainer's passcode never reaches a team's shop, whatever it answers
    this.teamConfig = { ...options.config, classMode: { ...options.config.classMode, trainerPasscode: '' } }
    const idleMs = this.idleMs()
    this.evictionTimer = setInterval(() => void this.evictIdle(), Math.min(MAX_EVICTION_CHECK_MS, Math.max(1_000, idleMs / 4)))
    this.evictionTimer.unref()
  }

  /** What every team's shop answers at /rest/admin/application-version (also the class server's health probe). */
  applicationVersion(): string {
    return this.options.config.application.showVersionNumber ? APP_VERSION : ''
  }

  /** Creates the team when the name is free, or lets a member in with the team's passcode. */
  join(name: string, passcode: string): JoinOutcome {
    const existing = this.store.findByName(name)
    if (existing) {
      if (this.joinAttempts.isBlocked(name)) return { ok: false, reason: 'too many attempts' }
      if (!passcodeMatches(passcode, existing.passcodeHash)) {
        this.joinAttempts.recordFailure(name)
        return { ok: false, reason: 'wrong passcode' }
      }
      this.joinAttempts.forget(name)
      return { ok: true, team: existing, created: false }
    }
    if (this.store.teams.length >= this.options.config.classMode.maxTeams) return { ok: false, reason: 'class full' }
    const at = new Date(this.now()).toISOString()
    const team: TeamRecord = { id: newTeamId(), name, passcodeHash: hashPasscode(passcode), createdAt: at, lastActivity: at, solves: [], continueCodes: {} }
    this.store.add(team)
    this.save()
    this.announce({ type: 'team joined', teamId: team.id })
    return { ok: true, team, created: true }
  }

  cookieValue(teamId: string): string {
    return this.store.cookieValue(teamId)
  }

  teamOfCookie(value: string | undefined): TeamRecord | undefined {
    return this.store.teamOfCookie(value)
  }

  /** Where the shops' notifications go (the class server's socket.io rooms); shops created later use it. */
  connectRealtime(sinkOf: (teamId: string) => NotificationSink): void {
    this.realtime = sinkOf
  }

  /** The team's shop, created (and restored) when it is not in memory; counts as the team's activity. */
  shopOf(teamId: string): TeamShop {
    const team = this.store.find(teamId)
    if (!team) throw new Error(`Unknown team ${teamId}`)
    let shop = this.shops.get(teamId)
    if (!shop) {
      shop = this.openShop(team)
      this.shops.set(teamId, shop)
      // coming into memory is always announced
      this.announcedActivity.delete(teamId)
    }
    this.touch(team)
    return shop
  }

  get shopsInMemory(): number {
    return this.shops.size
  }

  /** Closes the shops idle for longer than `idleMinutes`; their teams come back from their saved progress. */
  async evictIdle(): Promise<number> {
    const before = this.now() - this.idleMs()
    const idle = [...this.shops.keys()].filter((id) => Date.parse(this.store.find(id)?.lastActivity ?? '') <= before)
    for (const id of idle) {
      await this.closeShopOf(id)
      this.announce({ type: 'team active', teamId: id })
    }
    return idle.length
  }

  teams(): TeamSummary[] {
    return this.store.teams.map((team) => ({
      id: team.id,
      name: team.name,
      createdAt: new Date(team.createdAt),
      lastActivity: new Date(team.lastActivity),
      inMemory: this.shops.has(team.id),
      solves: team.solves.map((solve) => ({ key: solve.key as ChallengeKey, solvedAt: new Date(solve.solvedAt) })),
    }))
  }

  subscribe(listener: (change: RosterChange) => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  async resetTeam(teamId: string): Promise<void> {
    const team = this.existingTeam(teamId)
    await this.closeShopOf(teamId)
    rmSync(this.dataFolderOf(teamId), { recursive: true, force: true })
    team.solves = []
    team.continueCodes = {}
    this.save()
    this.announce({ type: 'team reset', teamId })
  }

  async removeTeam(teamId: string): Promise<void> {
    this.existingTeam(teamId)
    await this.closeShopOf(teamId)
    rmSync(this.dataFolderOf(teamId), { recursive: true, force: true })
    this.store.remove(teamId)
    this.announcedActivity.delete(teamId)
    this.save()
    this.announce({ type: 'team removed', teamId })
  }

  /** Saves the classroom and closes every shop (the process is stopping). */
  async close(): Promise<void> {
    clearInterval(this.evictionTimer)
    this.save()
    await Promise.all([...this.shops.keys()].map((id) => this.closeShopOf(id)))
  }

  private openShop(team: TeamRecord): TeamShop {
    const dataFolder = this.dataFolderOf(team.id)
    prepareDataFolder({ dataFolder })
    // read from the repository once, on the first team's first request, and shared by every shop
    this.catalog ??= this.options.codingChallengeCatalog ?? CodingChallengeCatalog.load(paths.repo)
    const ctx = createContext({ config: this.teamConfig, environment: this.environment, dataFolder, codingChallengeCatalog: this.catalog, queryChildBudget: this.queryChildren })
    // a quiet restore: no notification waits for the browsers, no webhook is called (restores never call it)
    for (const kind of CONTINUE_CODE_KINDS) {
      const code = team.continueCodes[kind]
      if (code) ctx.training.restore(kind, ctx.training.decode(kind, code))
    }
    ctx.training.notifications.clear()
    ctx.training.notifications.attach(this.sinkFor(team.id, ctx))
    // a continue code the team applies itself may restore coding progress only, which no notification announces;
    // the event comes before the restore, so the progress is read once the request's handler is done
    ctx.bus.on('training:continue-code-applied', () => queueMicrotask(() => ctx.lifecycle.closed || this.saveProgress(team.id, ctx)))
    return { teamId: team.id, ctx, app: createApp(ctx) }
  }

  /** Keeps the team's progress on disk as it happens, and passes the notifications on to its browsers. */
  private sinkFor(teamId: string, ctx: AppContext): NotificationSink {
    return {
      challengeSolved: (notification) => {
        this.realtime?.(teamId).challengeSolved(notification)
        const team = this.store.find(teamId)
        const isNew = team !== undefined && !team.solves.some((solve) => solve.key === notification.key)
        const solvedAt = new Date(this.now())
        if (isNew) team.solves.push({ key: notification.key, solvedAt: solvedAt.toISOString() })
        this.saveProgress(teamId, ctx)
        if (isNew) this.announce({ type: 'challenge solved', teamId, key: notification.key as ChallengeKey, solvedAt })
      },
      codeChallengeSolved: (notification) => {
        this.realtime?.(teamId).codeChallengeSolved(notification)
        this.saveProgress(teamId, ctx)
      },
    }
  }

  /** Saves the team's continue codes as its shop has them now; the team, unless it was removed meanwhile. */
  private saveProgress(teamId: string, ctx: AppContext): TeamRecord | undefined {
    const team = this.store.find(teamId)
    if (!team) return undefined
    for (const kind of CONTINUE_CODE_KINDS) team.continueCodes[kind] = ctx.training.continueCode(kind)
    this.save()
    return team
  }

  private async closeShopOf(teamId: string): Promise<void> {
    const shop = this.shops.get(teamId)
    if (!shop) return
    this.shops.delete(teamId)
    await closeShop(shop.ctx)
  }

  private touch(team: TeamRecord): void {
    const now = this.now()
    team.lastActivity = new Date(now).toISOString()
    this.activitySave ??= setTimeout(() => {
      this.activitySave = undefined
      this.save()
    }, ACTIVITY_SAVE_DELAY_MS).unref()
    if (now - (this.announcedActivity.get(team.id) ?? 0) >= ACTIVITY_ANNOUNCE_MS) {
      this.announcedActivity.set(team.id, now)
      this.announce({ type: 'team active', teamId: team.id })
    }
  }

  private existingTeam(teamId: string): TeamRecord {
    const team = this.store.find(teamId)
    if (!team) throw new Error(`Unknown team ${teamId}`)
    return team
  }

  private dataFolderOf(teamId: string): string {
    return join(this.options.folder, 'teams', teamId)
  }

  private idleMs(): number {
    return this.options.config.classMode.idleMinutes * 60_000
  }

  private save(): void {
    clearTimeout(this.activitySave)
    this.activitySave = undefined
    this.store.save()
  }

  private announce(change: RosterChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change)
      } catch (error) {
        console.error('A classroom listener failed:', error)
      }
    }
  }
}
