import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { COOKIE_LIFETIME, getCookie, removeCookie, setCookie } from '@/lib/cookies'
import { challengesQueryKey } from './get-challenges'

/** Each saved progress cookie and the server route family that issues and applies it. */
const CONTINUE_CODES = [
  { cookie: 'continueCode', route: '/rest/continue-code' },
  { cookie: 'continueCodeFindIt', route: '/rest/continue-code-findIt' },
  { cookie: 'continueCodeFixIt', route: '/rest/continue-code-fixIt' },
] as const

/** Local settings that go together with the saved progress. */
export const SCORE_BOARD_VERSION_KEY = 'score-board-version'

/** Keeps the hacking progress in the browser so it survives a server restart (1 year). */
export async function saveContinueCode(): Promise<void> {
  const { continueCode } = await apiRequest<{ continueCode?: string }>(CONTINUE_CODES[0].route)
  if (continueCode) setCookie(CONTINUE_CODES[0].cookie, continueCode, COOKIE_LIFETIME.oneYear)
}

export function hasSavedProgress(): boolean {
  return CONTINUE_CODES.some(({ cookie }) => getCookie(cookie) !== undefined)
}

/** Sends every saved continue code back to the server; resolves to how many were applied. */
export async function restoreSavedProgress(): Promise<number> {
  const saved = CONTINUE_CODES.flatMap(({ cookie, route }) => {
    const code = getCookie(cookie)
    return code === undefined ? [] : [`${route}/apply/${encodeURIComponent(code)}`]
  })
  for (const applyPath of saved) await apiRequest(applyPath, { method: 'PUT' })
  return saved.length
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
