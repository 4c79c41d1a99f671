import { createPageLanguages, type PageLanguage } from '../../lib/languages/page-languages'
import type { LanguageFolders } from '../../lib/languages/language-files'

/** The texts of the trainer's pages: keys of the web app's i18n files (English is en.json, like every language). */
export const TRAINER_TEXT_KEYS = [
  'CLASS_TRAINER_TITLE',
  'CLASS_TRAINER_LOGIN_TITLE',
  'CLASS_TRAINER_LOGIN_INTRO',
  'CLASS_TRAINER_PASSCODE',
  'CLASS_TRAINER_LOGIN_BUTTON',
  'CLASS_TRAINER_WRONG_PASSCODE',
  'CLASS_TRAINER_TOO_MANY_ATTEMPTS',
  'CLASS_TRAINER_CROSS_SITE',
  'CLASS_TRAINER_SIGNED_OUT',
  'CLASS_TRAINER_LOGOUT',
  'CLASS_TRAINER_TEAM_COUNT',
  'CLASS_TRAINER_NO_TEAMS',
  'CLASS_TRAINER_TABLE_CAPTION',
  'CLASS_TRAINER_TEAM',
  'CLASS_TRAINER_JOINED',
  'CLASS_TRAINER_SOLVED_BY',
  'CLASS_TRAINER_TOTAL',
  'CLASS_TRAINER_DIFFICULTY',
  'CLASS_TRAINER_LAST_ACTIVITY',
  'CLASS_TRAINER_STATE',
  'CLASS_TRAINER_IN_MEMORY',
  'CLASS_TRAINER_IDLE',
  'CLASS_TRAINER_ACTIONS',
  'CLASS_TRAINER_RESET',
  'CLASS_TRAINER_REMOVE',
  'CLASS_TRAINER_CONFIRM_RESET',
  'CLASS_TRAINER_CONFIRM_REMOVE',
  'CLASS_TRAINER_ACTION_FAILED',
  'CLASS_TRAINER_SOLVED_AT',
  'CLASS_TRAINER_NOT_SOLVED',
  'CLASS_TRAINER_EXPORT_CSV',
  'CLASS_TRAINER_ORDER_BY',
  'CLASS_TRAINER_ORDER_DIFFICULTY',
  'CLASS_TRAINER_ORDER_NAME',
  'CLASS_TRAINER_SORT_BY',
  'CLASS_TRAINER_SORT_SCORE',
  'CLASS_TRAINER_SORT_NAME',
  'CLASS_TRAINER_SORT_ACTIVITY',
  'CLASS_TRAINER_LIVE',
  'CLASS_TRAINER_RECONNECTING',
] as const

export type TrainerTextKey = (typeof TRAINER_TEXT_KEYS)[number]
export type TrainerTexts = Record<TrainerTextKey, string>

export type TrainerLanguage = PageLanguage<TrainerTextKey>

/** The trainer page's language from `?lang=`, the language cookie or Accept-Language, with its texts. */
export const createTrainerLanguages = (folders: LanguageFolders) => createPageLanguages(folders, TRAINER_TEXT_KEYS)

export type TrainerLanguages = ReturnType<typeof createTrainerLanguages>
