import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { twoFactorStatusQueryKey } from './get-two-factor-status'

/** Switches 2FA off again; the current password confirms it. */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('/rest/2fa/disable', { method: 'POST', body: { password } })
}

/** Switching 2FA off; the status reloads before the promise settles. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  })
}
