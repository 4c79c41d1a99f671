import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import { errorMessage } from '@/lib/api-client'

interface Outcome {
  isSuccess: boolean
  isError: boolean
  data?: boolean
  error: unknown
}

/** What became of the last transactions a page sent: mined, reverted by the chain, or refused by the wallet. */
export function TransactionOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation()
  if (outcome.isError) return <Alert severity="error">{errorMessage(outcome.error)}</Alert>
  if (!outcome.isSuccess) return null
  return outcome.data ? <Alert severity="success">{t('WEB3_TX_MINED')}</Alert> : <Alert severity="warning">{t('WEB3_TX_REVERTED')}</Alert>
}
