import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Request } from 'express'
import { serverRoot, webRoot } from '../../paths'

/** The cookie the web app keeps the chosen language in (a language key such as `de_DE`). */
export const LANGUAGE_COOKIE = 'language'
export const ENGLISH = 'en'
/** The unreleased Klingon file: shipped by mistake (the Extra Language challenge), never listed. */
export const UNRELEASED_LANGUAGE = 'tlh_AA'

/** Translated challenge texts: `{ <challengeKey>: { name, description, hints[] } }`; English is the registry itself. */
export interface ChallengeText {
  name?: string
  description?: string
  hints?: string[]
}
export type ChallengeTexts = Partial<Record<string, ChallengeText>>
/** UI strings of the web app: flat `{ KEY: text }`. */
export type UiTexts = Partial<Record<string, string>>

/** Where the two halves of every language live. */
export interface LanguageFolders {
  ui: string
  challengeTexts: string
}

/** Challenge texts: next to the server's files in an installed layout (the container image), else in the repository. */
const INSTALLED_CHALLENGE_TEXTS = join(serverRoot, 'challenge-texts')
const REPOSITORY_CHALLENGE_TEXTS = join(serverRoot, '..', '..', 'packages', 'challenges', 'i18n')

export const defaultLanguageFolders = (): LanguageFolders => ({
  ui: join(webRoot(), 'assets', 'i18n'),
  challengeTexts: existsSync(INSTALLED_CHALLENGE_TEXTS) ? INSTALLED_CHALLENGE_TEXTS : REPOSITORY_CHALLENGE_TEXTS,
})

const LANGUAGE_FILE = /^([a-z]{2,3}(?:_[A-Z]{2})?)\.json$/

/** The language keys with a file in the folder (a missing folder has none). */
export function languageKeysIn(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder).flatMap((file) => LANGUAGE_FILE.exec(file)?.[1] ?? [])
}

function readJsonObject<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as T) : undefined
}

export const readUiTexts = (folders: LanguageFolders, key: string): UiTexts | undefined =>
  readJsonObject<UiTexts>(join(folders.ui, `${key}.json`))

export const readChallengeTexts = (folders: LanguageFolders, key: string): ChallengeTexts | undefined =>
  readJsonObject<ChallengeTexts>(join(folders.challengeTexts, `${key}.json`))

/**
 * The language a request asks for through the cookie, if it is a shipped language other than English.
 * Only keys read from the folders are ever used to open a file, so the cookie cannot point elsewhere.
 */
export function requestedLanguage(req: Request, shipped: ReadonlySet<string>): string | undefined {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>
  const value = cookies[LANGUAGE_COOKIE]
  return typeof value === 'string' && value !== ENGLISH && shipped.has(value) ? value : undefined
}
