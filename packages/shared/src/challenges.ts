import { z } from 'zod'

/** A challenge as served by GET /api/Challenges (Juice Shop's column names). */
export const challengeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  tags: z.string().nullable(),
  description: z.string(),
  difficulty: z.number().int().min(1).max(6),
  hint: z.string().nullable(),
  hintUrl: z.string().nullable(),
  mitigationUrl: z.string().nullable(),
  solved: z.boolean(),
  /** null when playable; otherwise why it is switched off (Docker, Heroku, Windows, Safety Mode, LLM, Web3, Pulp) */
  disabledEnv: z.string().nullable(),
  tutorialOrder: z.number().int().nullable(),
  hasTutorial: z.boolean(),
  hasCodingChallenge: z.boolean(),
  codingChallengeStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Challenge = z.infer<typeof challengeSchema>

export const hintSchema = z.object({
  id: z.number().int(),
  ChallengeId: z.number().int(),
  text: z.string(),
  order: z.number().int(),
  unlocked: z.boolean(),
})
export type Hint = z.infer<typeof hintSchema>

/** Every list answer of the REST API. */
export interface ListResponse<T> {
  status: 'success'
  data: T[]
}
