import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'
import { useSession } from '@/lib/session'
import { useTwoFactorStatus } from '../api/get-two-factor-status'
import { TwoFactorRemoval } from './two-factor-removal'
import { TwoFactorSetup } from './two-factor-setup'

/** The 2FA configuration: set it up when it is off, remove it when it is on. */
export function TwoFactorSettings() {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const status = useTwoFactorStatus(isLoggedIn)
  if (!isLoggedIn) {
    return (
      <Alert severity="info" action={<Link component={RouterLink} to="/login">{t('TITLE_LOGIN')}</Link>}>
        {t('TWO_FACTOR_LOGIN_REQUIRED')}
      </Alert>
    )
  }
  if (status.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (status.isError) return <Alert severity="error">{status.error.message}</Alert>
  return status.data.setup ? <TwoFactorRemoval /> : <TwoFactorSetup key={status.data.secret} offer={status.data} />
}
