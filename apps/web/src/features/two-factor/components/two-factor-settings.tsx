import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import { useTwoFactorStatus } from '../api/get-two-factor-status'
import { TwoFactorRemoval } from './two-factor-removal'
import { TwoFactorSetup } from './two-factor-setup'

/** The 2FA configuration: set it up when it is off, remove it when it is on. */
export function TwoFactorSettings() {
  const { t } = useTranslation()
  const status = useTwoFactorStatus()
  if (status.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (status.isError) return <Alert severity="error">{status.error.message}</Alert>
  return status.data.setup ? <TwoFactorRemoval /> : <TwoFactorSetup key={status.data.secret} offer={status.data} />
}
