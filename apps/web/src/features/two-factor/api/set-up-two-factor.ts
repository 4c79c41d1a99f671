import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { twoFactorStatusQueryKey } from './get-two-factor-status'

export interface TwoFactorSetup {
  password: string
  setupToken: string
  initialToken: string
}

/** Switches 2FA on with the secret of the setup token, proven by a first code from the authenticator app. */
export async function setUpTwoFactor(setup: TwoFactorSetup): Promise<void> {
  await apiRequest('/rest/2fa/setup', { method: 'POST', body: setup })
}

/** Switching 2FA on; the status reloads before the promise settles. */
export function useSetUpTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUpTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  })
}
