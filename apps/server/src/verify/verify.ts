import type { ChallengeKey } from '@pulp/challenges'
import type { Attacks } from '../lib/attacks'

export type Outcome = 'solved' | 'solved by another attack' | 'already solved' | 'failed' | 'skipped (disabled)' | 'no automated attack'

export interface VerifyResult {
  key: ChallengeKey
  name: string
  outcome: Outcome
  /** why a challenge was skipped or what went wrong */
  detail?: string
}

interface ListedChallenge {
  key: ChallengeKey
  name: string
  solved: boolean
  disabledEnv: string | null
}

export interface VerifyOptions {
  /** base URL of the running shop, e.g. http://localhost:3000 */
  url: string
  attacks: Attacks
  /** where the warning, the progress bar and the table go */
  write: (text: string) => void
  /** redraws the progress bar in place (a terminal) instead of one line per step */
  interactive?: boolean
  attackTimeoutMs?: number
}

export const STATE_WARNING =
  'verify attacks the target for real: it solves challenges, registers users, uploads files and fills baskets there, ' +
  'and restores nothing afterwards. Run it against a fresh instance, never against a shop that players are using.'

async function listChallenges(url: string, query = ''): Promise<ListedChallenge[]> {
  const response = await fetch(`${url}/api/Challenges/${query}`, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${url}/api/Challenges answered ${response.status}`)
  return ((await response.json()) as { data: ListedChallenge[] }).data
}

async function isSolved(url: string, key: ChallengeKey): Promise<boolean> {
  const [challenge] = await listChallenges(url, `?key=${encodeURIComponent(key)}`)
  return challenge?.solved === true
}

function withTimeout<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([Promise.resolve(work), timeout]).finally(() => clearTimeout(timer))
}

export function progressBar(done: number, total: number, label: string, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width)
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${label}`
}

/** `challenge` as listed before the run: one that was solved then says nothing about this run's attacks. */
async function verifyOne(challenge: ListedChallenge, options: VerifyOptions): Promise<VerifyResult> {
  const { key, name } = challenge
  if (challenge.disabledEnv) return { key, name, outcome: 'skipped (disabled)', detail: challenge.disabledEnv }
  if (challenge.solved) return { key, name, outcome: 'already solved', detail: 'before verify ran' }
  const attack = options.attacks[key]
  if (!attack) return { key, name, outcome: (await isSolved(options.url, key)) ? 'solved by another attack' : 'no automated attack' }
  try {
    await withTimeout(attack(options.url), options.attackTimeoutMs ?? 30_000)
  } catch (error) {
    return { key, name, outcome: 'failed', detail: (error as Error).message }
  }
  return (await isSolved(options.url, key)) ? { key, name, outcome: 'solved' } : { key, name, outcome: 'failed', detail: 'the attack ran, the challenge is still unsolved' }
}

/** Runs every attack against the shop at `url`, in the score board's order, and reports each challenge. */
export async function verifyDeployment(options: VerifyOptions): Promise<VerifyResult[]> {
  const url = options.url.replace(/\/+$/, '')
  const run = { ...options, url }
  const challenges = await listChallenges(url)
  const results: VerifyResult[] = []
  for (const [index, challenge] of challenges.entries()) {
    const bar = progressBar(index, challenges.length, challenge.key)
    if (options.interactive) options.write(`\r${bar.padEnd(100)}`)
    results.push(await verifyOne(challenge, run))
  }
  const done = progressBar(challenges.length, challenges.length, 'done')
  options.write(options.interactive ? `\r${done.padEnd(100)}\n` : `${done}\n`)
  return results
}

const ORDER: Outcome[] = ['solved', 'solved by another attack', 'already solved', 'failed', 'skipped (disabled)', 'no automated attack']

/** The table a trainer reads: one line per challenge, then the count of each outcome. */
export function formatReport(results: VerifyResult[]): string {
  const keyWidth = Math.max(9, ...results.map((result) => result.key.length))
  const lines = results.map((result) => `${result.key.padEnd(keyWidth)}  ${result.outcome}${result.detail ? ` (${result.detail})` : ''}`)
  const counts = ORDER.map((outcome) => `${results.filter((result) => result.outcome === outcome).length} ${outcome}`)
  return [`${'challenge'.padEnd(keyWidth)}  result`, ...lines, '', counts.join(', ')].join('\n')
}
