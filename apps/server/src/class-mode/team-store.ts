import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

/** scrypt with a small cost: a join stays within a few milliseconds on a busy classroom machine. */
const SCRYPT = { N: 1024, r: 8, p: 1, keyLength: 32 }

/** the team's progress as continue codes (ContinueCodeKind → code), what a restore replays */
const continueCodesSchema = z.object({ hacking: z.string().optional(), findIt: z.string().optional(), fixIt: z.string().optional() })

const teamRecordSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{12}$/),
  name: z.string(),
  passcodeHash: z.string(),
  createdAt: z.string(),
  lastActivity: z.string(),
  solves: z.array(z.object({ key: z.string(), solvedAt: z.string() })),
  continueCodes: continueCodesSchema,
})
export type TeamRecord = z.infer<typeof teamRecordSchema>

const classFileSchema = z.object({
  /** signs the team cookies; kept so that a restart does not send every team back to the join page */
  cookieSecret: z.string().min(32),
  teams: z.array(teamRecordSchema),
})
type ClassFile = z.infer<typeof classFileSchema>

export function hashPasscode(passcode: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(passcode, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p })
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${hash.toString('base64')}`
}

export function passcodeMatches(passcode: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = scryptSync(passcode, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost), r: SCRYPT.r, p: SCRYPT.p })
  return timingSafeEqual(actual, expected)
}

/**
 * The classroom's saved state: `<folder>/teams.json`, written whole to a temporary file and renamed over the old
 * one, so a crash in the middle never leaves half a file. A file that cannot be read stops the start with a clear
 * message rather than starting an empty classroom over the teams' progress.
 */
export class TeamStore {
  readonly file: string
  private state: ClassFile
  /** every request looks its team up */
  private readonly byId = new Map<string, TeamRecord>()
  private readonly signatures = new Map<string, Buffer>()

  constructor(readonly folder: string) {
    this.file = join(folder, 'teams.json')
    this.state = this.read()
    for (const team of this.state.teams) this.byId.set(team.id, team)
  }

  get teams(): TeamRecord[] {
    return this.state.teams
  }

  find(id: string): TeamRecord | undefined {
    return this.byId.get(id)
  }

  findByName(name: string): TeamRecord | undefined {
    const wanted = name.toLocaleLowerCase()
    return this.state.teams.find((team) => team.name.toLocaleLowerCase() === wanted)
  }

  add(team: TeamRecord): void {
    this.state.teams.push(team)
    this.byId.set(team.id, team)
  }

  remove(id: string): void {
    this.state.teams = this.state.teams.filter((team) => team.id !== id)
    this.byId.delete(id)
    this.signatures.delete(id)
  }

  /** `<id>.<HMAC of the id>`: only the classroom can say which team a browser belongs to. */
  cookieValue(teamId: string): string {
    return `${teamId}.${this.signature(teamId)}`
  }

  /** The team a cookie value names, if its signature is right and the team still exists. */
  teamOfCookie(value: string | undefined): TeamRecord | undefined {
    const [id, signature] = (value ?? '').split('.')
    const team = id ? this.find(id) : undefined
    if (!team || !signature) return undefined
    const expected = this.signatureOf(team.id)
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
    return team
  }

  /** Every request of a class carries the cookie: an existing team's signature is computed once, not per request. */
  private signatureOf(teamId: string): Buffer {
    let signature = this.signatures.get(teamId)
    if (!signature) this.signatures.set(teamId, (signature = Buffer.from(this.signature(teamId))))
    return signature
  }

  save(): void {
    mkdirSync(this.folder, { recursive: true })
    const temporary = `${this.file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state, null, 2))
    renameSync(temporary, this.file)
  }

  private signature(teamId: string): string {
    return createHmac('sha256', this.state.cookieSecret).update(teamId).digest('base64url')
  }

  private read(): ClassFile {
    if (!existsSync(this.file)) return { cookieSecret: randomBytes(32).toString('base64url'), teams: [] }
    try {
      return classFileSchema.parse(JSON.parse(readFileSync(this.file, 'utf8')))
    } catch (error) {
      throw new Error(`The classroom file ${this.file} cannot be read (${(error as Error).message}); fix or remove it`, { cause: error })
    }
  }
}

export const newTeamId = (): string => randomBytes(6).toString('hex')
