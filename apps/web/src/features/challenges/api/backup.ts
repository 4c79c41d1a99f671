import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BACKUP_VERSION, progressBackupSchema, type FilterSetting, type ProgressBackup } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { COOKIE_LIFETIME, getCookie, setCookie } from '@/lib/cookies'
import { changeLanguage, LANGUAGE_COOKIE } from '@/lib/i18n'
import { CONTINUE_CODES, applyContinueCodes } from './continue-codes'
import { challengesQueryKey } from './get-challenges'

/** The welcome banner's cookie (the shell's banner reads it): "dismiss" once the player closed it. */
const WELCOME_BANNER_COOKIE = 'welcomebanner_status'

type ContinueCodeField = 'continueCode' | 'continueCodeFindIt' | 'continueCodeFixIt'

/** The current continue code of a family from the server; the cookie's when the server cannot answer. */
async function currentContinueCode(route: string, cookie: string): Promise<string | undefined> {
  try {
    return (await apiRequest<{ continueCode?: string }>(route)).continueCode ?? getCookie(cookie)
  } catch {
    return getCookie(cookie)
  }
}

/** Everything a player needs to get their progress back on a fresh shop (spec "Backup file"). */
export async function createBackup(filter: FilterSetting): Promise<ProgressBackup> {
  const backup: ProgressBackup = {
    version: BACKUP_VERSION,
    scoreBoard: filter,
    banners: { welcomeBanner: getCookie(WELCOME_BANNER_COOKIE) },
    language: getCookie(LANGUAGE_COOKIE),
  }
  for (const { cookie, route } of CONTINUE_CODES) {
    backup[cookie as ContinueCodeField] = await currentContinueCode(route, cookie)
  }
  return backup
}

/** "pulp-backup-2026-11-23.json": the shop's name and the day it was saved. */
export function backupFileName(appName: string, now = new Date()): string {
  const prefix = appName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'shop'
  return `${prefix}-backup-${now.toISOString().slice(0, 10)}.json`
}

/** Thrown for a file that is not a backup this version can restore; the message is shown as it is. */
export class BackupFileError extends Error {}

/** Reads and checks a backup file's text. */
export function parseBackup(text: string): ProgressBackup {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupFileError('The file is not JSON.')
  }
  const version = (json as { version?: unknown } | null)?.version
  if (version !== BACKUP_VERSION) {
    throw new BackupFileError(`Version ${String(version)} is incompatible with expected version ${BACKUP_VERSION}`)
  }
  const parsed = progressBackupSchema.safeParse(json)
  if (!parsed.success) throw new BackupFileError(parsed.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`).join('; '))
  return parsed.data
}

/** Puts a backup's cookies and language back and applies its continue codes; resolves to its filter settings. */
export async function restoreBackup(file: Blob): Promise<FilterSetting> {
  const backup = parseBackup(await file.text())
  const codes: Record<string, string | undefined> = {
    continueCode: backup.continueCode,
    continueCodeFindIt: backup.continueCodeFindIt,
    continueCodeFixIt: backup.continueCodeFixIt,
  }
  for (const { cookie } of CONTINUE_CODES) {
    const code = codes[cookie]
    if (code !== undefined) setCookie(cookie, code, COOKIE_LIFETIME.oneYear)
  }
  if (backup.banners.welcomeBanner !== undefined) {
    setCookie(WELCOME_BANNER_COOKIE, backup.banners.welcomeBanner, COOKIE_LIFETIME.oneYear)
  }
  await applyContinueCodes((cookie) => codes[cookie])
  if (backup.language !== undefined) await changeLanguage(backup.language)
  return backup.scoreBoard
}

/** Restoring from a backup file; the challenge list reloads before the promise settles. */
export function useRestoreBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengesQueryKey }),
  })
}
