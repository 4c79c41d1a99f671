import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import LinearProgress from '@mui/material/LinearProgress'
import { HashRouter } from 'react-router'
import { AppProvider, createQueryClient } from './app/provider'
import { AppRoutes } from './app/router'
import { initI18n } from './lib/i18n'

void initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Until the translations arrive there is no text to show: a bar shows progress, aria-busy tells assistive tech. */}
    <Suspense
      fallback={
        <div aria-busy="true">
          <LinearProgress aria-hidden />
        </div>
      }
    >
      <AppProvider queryClient={createQueryClient()}>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AppProvider>
    </Suspense>
  </StrictMode>,
)
