import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar-provider'
import { twoFactorStatusQueryKey } from '../api/get-two-factor-status'

/**
 * Runs a switch of 2FA on or off: confirms it and reloads the status on success, reports 2FA_SETUP_ERROR otherwise.
 * The returned function tells whether the change went through.
 */
export function useTwoFactorChange(confirmationKey: 'CONFIRM_2FA_SETUP' | 'CONFIRM_2FA_DISABLE') {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const showSnackbar = useSnackbar()

  return async function run(change: () => Promise<void>): Promise<boolean> {
    try {
      await change()
      showSnackbar(t(confirmationKey))
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey })
      return true
    } catch (error) {
      console.error('Changing two-factor authentication failed', error)
      showSnackbar(t('2FA_SETUP_ERROR'), { severity: 'error' })
      return false
    }
  }
}
