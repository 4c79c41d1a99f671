import { challenges, renderChallengeText, type ChallengeDefinition, type ChallengeKey } from '@pulp/challenges'
import type { Challenge, Hint } from '@pulp/shared'
import type { Config } from '../config/schema'
import { isoDate, sqlNow, type Db } from '../db/database'

export interface ChallengeRow {
  id: number
  key: ChallengeKey
  name: string
  category: string
  tags: string | null
  description: string
  difficulty: number
  mitigationUrl: string | null
  solved: number
  disabledEnv: string | null
  tutorialOrder: number | null
  codingChallengeStatus: 0 | 1 | 2
  hasCodingChallenge: number
  createdAt: string
  updatedAt: string
}

const harmfulSuffix = (env: string) => ` <em>(This challenge is <strong>potentially harmful</strong> on ${env}!)</em>`

const renderText = (text: string, config: Config): string =>
  renderChallengeText(text, {
    domain: config.application.domain,
    csrfOrigin: config.challenges.overwriteUrlForCsrfChallenge,
    productTamperingUrl: config.challenges.overwriteUrlForProductTamperingChallenge,
    xssBonusPayload: config.challenges.xssBonusPayload,
  })

function describe(definition: ChallengeDefinition, config: Config, disabledEnv: string | null): string {
  const text = renderText(definition.description, config)
  const harmful = disabledEnv && ['Docker', 'Heroku', 'Windows', 'Safety Mode'].includes(disabledEnv)
  return harmful ? text + harmfulSuffix(disabledEnv) : text
}

function tagsOf(definition: ChallengeDefinition, offersCodingChallenge: boolean): string | null {
  const tags: string[] = [...definition.tags]
  if (offersCodingChallenge) tags.push('With Coding Challenge')
  if (definition.requires === 'llm') tags.push('Requires LLM')
  if (definition.requires === 'web3') tags.push('Requires Web3')
  return tags.length > 0 ? tags.join(',') : null
}

/**
 * Writes the 115 challenges (ids = registry positions) and, when hints are on, their hints. A challenge offers its
 * coding challenge only when that can be played (`playableCodingChallenges`) and the challenge itself is available.
 */
export function seedChallenges(
  db: Db,
  config: Config,
  disabledReasonOf: (d: ChallengeDefinition) => string | null,
  playableCodingChallenges: ReadonlySet<string>,
): void {
  const now = sqlNow()
  const insertChallenge = db.prepare(`INSERT INTO Challenges (id, key, name, category, tags, description, difficulty,
    mitigationUrl, solved, disabledEnv, tutorialOrder, codingChallengeStatus, hasCodingChallenge, createdAt, updatedAt)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, ?, ?, ?)`)
  const insertHint = db.prepare(
    'INSERT INTO Hints (ChallengeId, text, "order", unlocked, createdAt, updatedAt) VALUES (?, ?, ?, 0, ?, ?)',
  )
  db.transaction(() => {
    challenges.forEach((definition: ChallengeDefinition, index: number) => {
      const id = index + 1
      const disabledEnv = disabledReasonOf(definition)
      const offersCodingChallenge = definition.codingChallenge && disabledEnv === null && playableCodingChallenges.has(definition.key)
      insertChallenge.run(id, definition.key, definition.name, definition.category, tagsOf(definition, offersCodingChallenge),
        describe(definition, config, disabledEnv), definition.difficulty,
        config.challenges.showMitigations ? definition.mitigationUrl : null, disabledEnv, definition.tutorialOrder,
        offersCodingChallenge ? 1 : 0, now, now)
      if (config.challenges.showHints) {
        definition.hints.forEach((text, order) => insertHint.run(id, renderText(text, config), order + 1, now, now))
      }
    })
  })()
}

export function toChallengeDto(row: ChallengeRow, config: Config): Challenge {
  const definition = challenges[row.id - 1] as ChallengeDefinition
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    category: row.category,
    tags: row.tags,
    description: row.description,
    difficulty: row.difficulty,
    hint: config.challenges.showHints && definition.hints[0] ? renderText(definition.hints[0], config) : null,
    hintUrl: null,
    mitigationUrl: row.mitigationUrl,
    solved: row.solved === 1,
    disabledEnv: row.disabledEnv,
    tutorialOrder: row.tutorialOrder,
    hasTutorial: row.tutorialOrder !== null,
    hasCodingChallenge: row.hasCodingChallenge === 1,
    codingChallengeStatus: row.codingChallengeStatus,
    createdAt: isoDate(row.createdAt) ?? row.createdAt,
    updatedAt: isoDate(row.updatedAt) ?? row.updatedAt,
  }
}

export interface HintRow {
  id: number
  ChallengeId: number
  text: string
  order: number
  unlocked: number
  createdAt: string
  updatedAt: string
}

export const toHintDto = (row: HintRow): Hint & { createdAt: string | null; updatedAt: string | null } => ({
  id: row.id,
  ChallengeId: row.ChallengeId,
  text: row.text,
  order: row.order,
  unlocked: row.unlocked === 1,
  createdAt: isoDate(row.createdAt),
  updatedAt: isoDate(row.updatedAt),
})
