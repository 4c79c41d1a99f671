import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar-provider'

/**
 * Runs a switch of 2FA on or off: confirms it on success (the mutation hook reloads the status), reports 2FA_SETUP_ERROR otherwise.
 * The returned function tells whether the change went through.
 */
export function useTwoFactorChange(confirmationKey: 'CONFIRM_2FA_SETUP' | 'CONFIRM_2FA_DISABLE') {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()

  return async function run(change: () => Promise<void>): Promise<boolean> {
    try {
      await change()
      showSnackbar(t(confirmationKey))
      return true
    } catch (error) {
      console.error('Changing two-factor authentication failed', error)
      showSnackbar(t('2FA_SETUP_ERROR'), { severity: 'error' })
      return false
    }
  }
}
