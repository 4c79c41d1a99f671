import { type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import ContentCopy from '@mui/icons-material/ContentCopy'
import type { ChallengeSolvedNotification } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { useApplicationConfig } from '@/lib/app-config'
import { useChallengeName } from '../api/get-challenges'

function FlagLine({ flag }: { flag: string }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const copy = () =>
    (navigator.clipboard?.writeText(flag) ?? Promise.reject(new Error('no clipboard'))).then(
      () => showSnackbar(t('FLAG_COPIED')),
      () => showSnackbar(t('FLAG_COPY_FAILED'), { severity: 'warning' }),
    )
  return (
    <Typography variant="body2" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {t('CHALLENGE_FLAG')}
      <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {flag}
      </Box>
      <Tooltip title={t('COPY_TO_CLIPBOARD')}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('COPY_TO_CLIPBOARD')}
          onClick={() => void copy()}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Typography>
  )
}

interface SolvedNotificationCardsProps {
  notifications: ChallengeSolvedNotification[]
  close: (closed: ChallengeSolvedNotification) => (event: MouseEvent) => void
}

/** The cards themselves; their code loads with the first solve (see SolvedNotifications). */
export function SolvedNotificationCards({ notifications, close }: SolvedNotificationCardsProps) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const challengeName = useChallengeName()
  const showFlags = config?.ctf.showFlagsInNotifications ?? false
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-live="polite">
      {notifications.map((notification) => (
        <Alert
          key={notification.flag}
          severity="success"
          variant="filled"
          data-testid="solved-notification"
          action={
            <Tooltip title={t('CLOSE_NOTIFICATION_HINT')}>
              <IconButton color="inherit" size="small" aria-label={t('CLOSE')} onClick={close(notification)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          }
        >
          {t('CHALLENGE_SOLVED', { challenge: challengeName(notification.key, notification.name) })}
          {showFlags && <FlagLine flag={notification.flag} />}
        </Alert>
      ))}
    </Stack>
  )
}
