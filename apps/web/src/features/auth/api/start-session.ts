import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { LoginSuccess } from '@pulp/shared'
import { storeSession } from '@/lib/auth-storage'
import { whoamiQueryKey } from './whoami'

/** Keeps the token and basket id of a successful login (password, second factor or OAuth) and refreshes the user. */
export function useStartSession(): (authentication: LoginSuccess['authentication']) => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(
    async ({ token, bid }) => {
      storeSession(token, bid)
      await queryClient.invalidateQueries({ queryKey: whoamiQueryKey })
    },
    [queryClient],
  )
}
