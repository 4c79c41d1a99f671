import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import CloseIcon from '@mui/icons-material/Close'
import { useSnackbar } from '@/components/snackbar-provider'
import { getSocket } from '@/lib/socket'
import { clearSavedProgress, hasSavedProgress, useRestoreSavedProgress } from '../api/continue-codes'

const RESTORE_FAILURE_DURATION_MS = 10_000

/** After a server restart (a fresh database), puts the progress saved in this browser back. */
export function ServerStartedNotice() {
  const { t } = useTranslation()
  const { mutateAsync: restoreSavedProgress } = useRestoreSavedProgress()
  const showSnackbar = useSnackbar()
  const [open, setOpen] = useState(false)
  const [cleared, setCleared] = useState(false)

  useEffect(() => {
    const socket = getSocket()
    const onServerStarted = async () => {
      if (!hasSavedProgress()) return
      try {
        await restoreSavedProgress()
        setCleared(false)
        setOpen(true)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        showSnackbar(t('AUTO_RESTORE_PROGRESS_FAILED', { error: reason }), {
          severity: 'error',
          durationMs: RESTORE_FAILURE_DURATION_MS,
        })
      }
    }
    socket.on('server started', onServerStarted)
    return () => {
      socket.off('server started', onServerStarted)
    }
  }, [restoreSavedProgress, showSnackbar, t])

  if (!open) return null
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="server-started-notice"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            disabled={cleared}
            onClick={() => {
              clearSavedProgress()
              setCleared(true)
            }}
          >
            {t('BTN_CLEAR_PROGRESS')}
          </Button>
          <IconButton color="inherit" size="small" aria-label={t('CLOSE')} onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      {t('SERVER_STARTED_PROGRESS_RESTORED')}
    </Alert>
  )
}
