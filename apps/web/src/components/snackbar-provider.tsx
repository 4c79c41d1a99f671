import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { AlertColor } from '@mui/material/Alert'
import { lazyNamed } from '@/lib/lazy-named'
import { useOnceTrue } from '@/lib/use-once-true'

const SnackbarView = lazyNamed(() => import('./snackbar-view'), 'SnackbarView')

/** Spec: snackbars stay 5 s unless the caller asks for longer. */
export const SNACKBAR_DURATION_MS = 5000

export interface SnackbarMessage {
  id: number
  text: string
  severity: AlertColor
  durationMs: number
}

type ShowSnackbar = (text: string, options?: { severity?: AlertColor; durationMs?: number }) => void

const SnackbarContext = createContext<ShowSnackbar | null>(null)

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null)
  const snackbarLoaded = useOnceTrue(message !== null)
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
      {snackbarLoaded && (
        <Suspense fallback={null}>
          <SnackbarView message={message} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  )
}

export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext)
  if (show === null) throw new Error('useSnackbar needs a SnackbarProvider above it')
  return show
}
