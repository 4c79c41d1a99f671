import { z } from 'zod'

/** The challenge states the score board can filter by. */
export const challengeStatusSchema = z.enum(['unsolved', 'partially-solved', 'solved'])
export type ChallengeDisplayStatus = z.infer<typeof challengeStatusSchema>

/** The score board preview's filter settings (spec entity "Filter setting"). Empty lists mean "all". */
export const filterSettingSchema = z.object({
  categories: z.array(z.string().max(100)).max(50),
  difficulties: z.array(z.number().int().min(1).max(6)).max(6),
  tags: z.array(z.string().max(100)).max(50),
  status: challengeStatusSchema.nullable(),
  searchQuery: z.string().max(200).nullable(),
  showDisabledChallenges: z.boolean(),
  restrictToTutorialChallengesFirst: z.boolean(),
})
export type FilterSetting = z.infer<typeof filterSettingSchema>

export const BACKUP_VERSION = 1

const continueCode = z.string().regex(/^[a-zA-Z0-9]+$/).max(2000).optional()

/** The progress backup file the score board saves and restores (spec entity "Backup file"). */
export const progressBackupSchema = z.object({
  version: z.literal(BACKUP_VERSION),
  scoreBoard: filterSettingSchema,
  banners: z.object({ welcomeBanner: z.string().max(20).optional() }),
  language: z.string().max(20).optional(),
  continueCode,
  continueCodeFindIt: continueCode,
  continueCodeFixIt: continueCode,
})
export type ProgressBackup = z.infer<typeof progressBackupSchema>
