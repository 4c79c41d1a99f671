import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Challenge } from '@pulp/shared'
import { getSocket } from '@/lib/socket'
import { saveCodingContinueCodes } from '../api/continue-codes'
import { challengeListQuery, SCORE_BOARD_CHALLENGE_KEY, scoreBoardSolvedQuery } from '../api/get-challenges'

/** Keeps the cached challenge list and the score board link in step with the server's solve events. */
export function useLiveChallengeUpdates(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket()
    const updateChallenge = (key: string, change: (challenge: Challenge) => Partial<Challenge>) => {
      queryClient.setQueryData(challengeListQuery.queryKey, (challenges) =>
        challenges?.map((challenge) => (challenge.key === key ? { ...challenge, ...change(challenge) } : challenge)),
      )
    }
    const onChallengeSolved = ({ key }: { key: string }) => {
      updateChallenge(key, () => ({ solved: true }))
      if (key === SCORE_BOARD_CHALLENGE_KEY) queryClient.setQueryData(scoreBoardSolvedQuery.queryKey, true)
    }
    const onCodeChallengeSolved = ({ key, codingChallengeStatus }: { key: string; codingChallengeStatus: 1 | 2 }) => {
      // The coding status only ever rises (find it, then fix it).
      updateChallenge(key, (challenge) => ({
        codingChallengeStatus: challenge.codingChallengeStatus > codingChallengeStatus ? challenge.codingChallengeStatus : codingChallengeStatus,
      }))
      saveCodingContinueCodes().catch((error) => console.error('Saving the coding continue codes failed', error))
    }
    socket.on('challenge solved', onChallengeSolved)
    socket.on('code challenge solved', onCodeChallengeSolved)
    return () => {
      socket.off('challenge solved', onChallengeSolved)
      socket.off('code challenge solved', onCodeChallengeSolved)
    }
  }, [queryClient])
}
