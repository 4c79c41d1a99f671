import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { COOKIE_LIFETIME, getCookie, removeCookie, setCookie } from '@/lib/cookies'
import { challengesQueryKey } from './get-challenges'

/** Each saved progress cookie and the server route family that issues and applies it. */
export const CONTINUE_CODES = [
  { cookie: 'continueCode', route: '/rest/continue-code' },
  { cookie: 'continueCodeFindIt', route: '/rest/continue-code-findIt' },
  { cookie: 'continueCodeFixIt', route: '/rest/continue-code-fixIt' },
] as const

/** Local settings that go together with the saved progress. */
export const SCORE_BOARD_VERSION_KEY = 'score-board-version'

export type ScoreBoardVersion = 'v1' | 'v2'

/** The score board the menus open: v1 unless the player chose the preview (v2) in its settings. */
export function defaultScoreBoardVersion(): ScoreBoardVersion {
  return localStorage.getItem(SCORE_BOARD_VERSION_KEY) === 'v2' ? 'v2' : 'v1'
}

export function setDefaultScoreBoardVersion(version: ScoreBoardVersion): void {
  localStorage.setItem(SCORE_BOARD_VERSION_KEY, version)
}

export function scoreBoardPath(): string {
  return defaultScoreBoardVersion() === 'v1' ? '/score-board' : '/score-board-preview'
}

/** Keeps the hacking progress in the browser so it survives a server restart (1 year). */
export async function saveContinueCode(): Promise<void> {
  const { continueCode } = await apiRequest<{ continueCode?: string }>(CONTINUE_CODES[0].route)
  if (continueCode) setCookie(CONTINUE_CODES[0].cookie, continueCode, COOKIE_LIFETIME.oneYear)
}

/** Keeps the coding-challenge progress (find it, fix it) in the browser after a coding phase is solved. */
export async function saveCodingContinueCodes(): Promise<void> {
  for (const { cookie, route } of CONTINUE_CODES.slice(1)) {
    const { continueCode } = await apiRequest<{ continueCode?: string }>(route)
    if (continueCode) setCookie(cookie, continueCode, COOKIE_LIFETIME.oneYear)
  }
}

export function hasSavedProgress(): boolean {
  return CONTINUE_CODES.some(({ cookie }) => getCookie(cookie) !== undefined)
}

/** Sends the given continue codes (by cookie name) to the server's apply routes; resolves to how many were sent. */
export async function applyContinueCodes(codes: (cookie: string) => string | undefined): Promise<number> {
  const saved = CONTINUE_CODES.flatMap(({ cookie, route }) => {
    const code = codes(cookie)
    return code === undefined ? [] : [`${route}/apply/${encodeURIComponent(code)}`]
  })
  for (const applyPath of saved) await apiRequest(applyPath, { method: 'PUT' })
  return saved.length
}

/** Sends every saved continue code back to the server; resolves to how many were applied. */
export function restoreSavedProgress(): Promise<number> {
  return applyContinueCodes(getCookie)
}

export function clearSavedProgress(): void {
  CONTINUE_CODES.forEach(({ cookie }) => removeCookie(cookie))
  localStorage.removeItem(SCORE_BOARD_VERSION_KEY)
}

/** Putting the saved progress back after a server restart; the challenge list reloads before the promise settles. */
export function useRestoreSavedProgress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreSavedProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengesQueryKey }),
  })
}
