import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Challenge, ListResponse } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export const SCORE_BOARD_CHALLENGE_KEY = 'scoreBoardChallenge'

export const challengesQueryKey = ['challenges'] as const

export const challengeListQuery = queryOptions({
  queryKey: [...challengesQueryKey, 'list'],
  queryFn: async () => (await apiRequest<ListResponse<Challenge>>('/api/Challenges/?sort=name')).data,
})

export function useChallenges() {
  return useQuery(challengeListQuery)
}

/**
 * A challenge's name in the chosen language, taken from the challenge list once it is loaded (the server sends it
 * translated); until then the name given, e.g. the English one a notification carries.
 */
export function useChallengeName(): (key: string, fallback: string) => string {
  const challenges = useQuery({ ...challengeListQuery, enabled: false }).data
  return (key, fallback) => challenges?.find((challenge) => challenge.key === key)?.name ?? fallback
}

export const scoreBoardSolvedQuery = queryOptions({
  queryKey: [...challengesQueryKey, 'score-board-solved'],
  queryFn: async () =>
    (await apiRequest<ListResponse<Challenge>>('/api/Challenges/?name=Score%20Board')).data[0]?.solved ?? false,
})

/** Whether the Score Board challenge is solved: it unlocks the score board link in the menus. */
export function useScoreBoardSolved(): boolean {
  return useQuery(scoreBoardSolvedQuery).data ?? false
}

/** Asks the server to send the solved notification (with its flag) once more. */
export async function repeatNotification(challengeName: string): Promise<void> {
  await apiRequest(`/rest/repeat-notification?challenge=${encodeURIComponent(challengeName)}`)
}
