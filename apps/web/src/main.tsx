import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProvider, createQueryClient } from './app/provider'
import { createAppRouter } from './app/router'
import { initI18n } from './lib/i18n'

void initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </Suspense>
  </StrictMode>,
)
