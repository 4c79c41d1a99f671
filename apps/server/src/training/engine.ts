import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ctfFlag,
  decodeContinueCode,
  DEFAULT_CTF_KEY,
  encodeContinueCode,
  type ChallengeKey,
  type ContinueCodeKind,
} from '@pulp/challenges'
import type { Statement } from 'better-sqlite3'
import type { Config } from '../config/schema'
import { sqlNow, type Db } from '../db/database'
import { serverRoot } from '../paths'
import { CheatScores } from './cheat-score'
import type { ChallengeRow } from './challenge-store'
import { NotificationQueue } from './notifications'
import { postSolution } from './webhook'

export const APP_VERSION = '20.1.1'

function readCtfKey(): string {
  if (process.env.CTF_KEY) return process.env.CTF_KEY
  try {
    return readFileSync(join(serverRoot, 'ctf.key'), 'utf8')
  } catch {
    return DEFAULT_CTF_KEY
  }
}

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

/** The challenge engine: solving, notifications, CTF flags, continue codes and coding-challenge progress. */
export class Training {
  readonly notifications = new NotificationQueue()
  readonly ctfKey = readCtfKey()
  readonly cheatScores: CheatScores

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.cheatScores = new CheatScores(config)
  }

  /** Detectors ask for a row on many requests (isSolved): compiled once, not for every question. */
  private rowByKey: Statement | undefined

  row(key: ChallengeKey): ChallengeRow {
    this.rowByKey ??= this.db.prepare('SELECT * FROM Challenges WHERE key = ?')
    return this.rowByKey.get(key) as ChallengeRow
  }

  isSolved(key: ChallengeKey): boolean {
    return this.row(key).solved === 1
  }

  /** Whether the challenge's hole is open: not switched off by safety mode, the environment or a missing service. */
  isPlayable(key: ChallengeKey): boolean {
    return this.row(key).disabledEnv === null
  }

  flagOf(name: string): string {
    return ctfFlag(name, this.ctfKey)
  }

  /**
   * Marks a challenge solved once (a restore re-announces it), notifies browsers and, unless it is a restore, scores
   * the solve for cheating and reports it to the solutions webhook. `withoutBrowserContext`: the page visit that
   * solves it was not made by a browser showing the page.
   */
  solve(key: ChallengeKey, { isRestore = false, withoutBrowserContext = false } = {}): void {
    const challenge = this.row(key)
    if (!challenge) throw new Error(`Unknown challenge key ${key}`)
    if (challenge.solved === 1 && !isRestore) return
    // A switched-off challenge (safety mode in a container, a missing service) cannot be earned here; restores still count.
    if (challenge.disabledEnv !== null && !isRestore) return
    if (challenge.solved === 0) {
      this.db.prepare('UPDATE Challenges SET solved = 1, updatedAt = ? WHERE id = ?').run(sqlNow(), challenge.id)
    }
    this.notify(challenge, isRestore)
    if (isRestore) return
    const scores = this.cheatScores.record(challenge, { withoutBrowserContext })
    const webhook = process.env.SOLUTIONS_WEBHOOK
    if (webhook) {
      const hints = this.db.prepare('SELECT COUNT(*) AS total, SUM(unlocked) AS unlocked FROM Hints WHERE ChallengeId = ?')
        .get(challenge.id) as { total: number; unlocked: number | null }
      postSolution(webhook, { challenge: key, hintsAvailable: hints.total, hintsUnlocked: hints.unlocked ?? 0, ...scores },
        this.flagOf(challenge.name), this.config.application.name, APP_VERSION)
    }
  }

  /** Sends the solved notification again (score board flag button, restores). */
  notify(challenge: ChallengeRow, isRestore: boolean): void {
    this.notifications.push({
      key: challenge.key,
      name: challenge.name,
      challenge: `${challenge.name} (${stripTags(challenge.description)})`,
      flag: this.flagOf(challenge.name),
      hidden: !this.config.challenges.showSolvedNotifications,
      isRestore,
      codingChallenge: this.config.challenges.codingChallengesEnabled !== 'never' && challenge.hasCodingChallenge === 1,
    })
  }

  /** Raises a coding challenge's status (1 = found the vulnerable lines, 2 = chose the fix); it never goes down. */
  setCodingStatus(key: ChallengeKey, status: 1 | 2, { isRestore = false } = {}): void {
    const challenge = this.row(key)
    if (challenge.codingChallengeStatus >= status) return
    this.db.prepare('UPDATE Challenges SET codingChallengeStatus = ?, updatedAt = ? WHERE id = ?')
      .run(status, sqlNow(), challenge.id)
    if (!isRestore) this.notifications.codeChallengeSolved({ key, codingChallengeStatus: status })
  }

  continueCode(kind: ContinueCodeKind): string | undefined {
    const condition = { hacking: 'solved = 1', findIt: 'codingChallengeStatus >= 1', fixIt: 'codingChallengeStatus >= 2' }[kind]
    const ids = (this.db.prepare(`SELECT id FROM Challenges WHERE ${condition} ORDER BY id`).all() as { id: number }[])
      .map((row) => row.id)
    return ids.length > 0 ? encodeContinueCode(kind, ids) : undefined
  }

  /** Decodes a continue code; unknown ids (such as 999) are returned too, for the caller to judge. */
  decode(kind: ContinueCodeKind, code: string): number[] {
    return decodeContinueCode(kind, code)
  }

  /** Restores progress from decoded ids; returns how many challenges matched. */
  restore(kind: ContinueCodeKind, ids: number[]): number {
    const rows = ids
      .map((id) => this.db.prepare('SELECT * FROM Challenges WHERE id = ?').get(id) as ChallengeRow | undefined)
      .filter((row): row is ChallengeRow => row !== undefined)
    for (const row of rows) {
      if (kind === 'hacking') this.solve(row.key, { isRestore: true })
      else this.setCodingStatus(row.key, kind === 'findIt' ? 1 : 2, { isRestore: true })
    }
    return rows.length
  }
}
