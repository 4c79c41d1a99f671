import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import type { SnackbarMessage } from './snackbar-provider'

/** The snackbar itself; its code loads with the first message (see SnackbarProvider). */
export function SnackbarView({ message, onClose }: { message: SnackbarMessage | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Snackbar
      key={message?.id}
      open={message !== null}
      autoHideDuration={message?.durationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={message?.severity ?? 'success'}
        variant="filled"
        action={
          <IconButton size="small" color="inherit" aria-label={t('CLOSE')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  )
}
