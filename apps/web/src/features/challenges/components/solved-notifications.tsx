import { useEffect, useState, type MouseEvent } from 'react'
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
import { getSocket } from '@/lib/socket'
import { saveContinueCode } from '../api/continue-codes'
import { useChallengeName } from '../api/get-challenges'

/** Loaded on the first solve only: confetti is not needed to show the shop. */
const loadConfetti = () => import('canvas-confetti')
let confettiModule: ReturnType<typeof loadConfetti> | undefined

/** Confetti on a canvas of our own, hidden from assistive technology (it is decoration) and removed afterwards. */
async function celebrate(): Promise<void> {
  confettiModule ??= loadConfetti()
  const { default: confetti } = await confettiModule
  const canvas = document.createElement('canvas')
  canvas.setAttribute('aria-hidden', 'true')
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '2000' })
  document.body.appendChild(canvas)
  try {
    await confetti.create(canvas, { resize: true })({ particleCount: 120, spread: 80, origin: { y: 0.3 } })
  } finally {
    canvas.remove()
  }
}

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

/**
 * The "challenge solved" cards. Each one is acknowledged to the server with its flag; shift-click on a close
 * button closes all of them and reports the closed list (the Mass Dispel challenge).
 */
export function SolvedNotifications() {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const challengeName = useChallengeName()
  const showFlags = config?.ctf.showFlagsInNotifications ?? false
  const [notifications, setNotifications] = useState<ChallengeSolvedNotification[]>([])

  useEffect(() => {
    const socket = getSocket()
    const onSolved = (notification: ChallengeSolvedNotification) => {
      if (!notification.hidden) {
        setNotifications((shown) => [...shown.filter(({ flag }) => flag !== notification.flag), notification])
      }
      if (!notification.isRestore) {
        celebrate().catch((error) => console.error('Confetti failed', error))
        saveContinueCode().catch((error) => console.error('Saving the continue code failed', error))
      }
      socket.emit('notification received', notification.flag)
    }
    socket.on('challenge solved', onSolved)
    return () => {
      socket.off('challenge solved', onSolved)
    }
  }, [])

  const close = (closed: ChallengeSolvedNotification) => (event: MouseEvent) => {
    if (event.shiftKey) {
      getSocket().emit('verifyCloseNotificationsChallenge', notifications)
      setNotifications([])
    } else {
      setNotifications((shown) => shown.filter((notification) => notification !== closed))
    }
  }

  if (notifications.length === 0) return null
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
