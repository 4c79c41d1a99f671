import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import { useSystemNotice } from '../api/get-system-notice'

/** A message the organisers send to every team (MultiJuicer's notifications), while they keep it switched on. */
export function SystemNotice() {
  const { t } = useTranslation()
  const notice = useSystemNotice()
  if (!notice?.enabled || notice.message === '') return null
  return (
    <Alert severity="info" role="status" aria-label={t('SYSTEM_WIDE_NOTICE')} sx={{ mb: 2 }}>
      {notice.message}
    </Alert>
  )
}
