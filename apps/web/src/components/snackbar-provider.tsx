import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import Alert, { type AlertColor } from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'

/** Spec: snackbars stay 5 s unless the caller asks for longer. */
export const SNACKBAR_DURATION_MS = 5000

interface SnackbarMessage {
  id: number
  text: string
  severity: AlertColor
  durationMs: number
}

type ShowSnackbar = (text: string, options?: { severity?: AlertColor; durationMs?: number }) => void

const SnackbarContext = createContext<ShowSnackbar | null>(null)

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<SnackbarMessage | null>(null)
  const close = useCallback(() => setMessage(null), [])
  const show = useCallback<ShowSnackbar>((text, options) => {
    setMessage({
      id: Date.now(),
      text,
      severity: options?.severity ?? 'success',
      durationMs: options?.durationMs ?? SNACKBAR_DURATION_MS,
    })
  }, [])
  const value = useMemo(() => show, [show])

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <Snackbar
        key={message?.id}
        open={message !== null}
        autoHideDuration={message?.durationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={message?.severity ?? 'success'}
          variant="filled"
          action={
            <IconButton size="small" color="inherit" aria-label={t('CLOSE')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {message?.text}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  )
}

export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext)
  if (show === null) throw new Error('useSnackbar needs a SnackbarProvider above it')
  return show
}
