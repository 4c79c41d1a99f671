import { apiRequest } from '@/lib/api-client'

export interface TwoFactorSetup {
  password: string
  setupToken: string
  initialToken: string
}

/** Switches 2FA on with the secret of the setup token, proven by a first code from the authenticator app. */
export async function setUpTwoFactor(setup: TwoFactorSetup): Promise<void> {
  await apiRequest('/rest/2fa/setup', { method: 'POST', body: setup })
}
