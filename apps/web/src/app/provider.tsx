import { useEffect, useMemo, type ReactNode } from 'react'
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { SnackbarProvider } from '@/components/snackbar-provider'
import { useApplicationConfig } from '@/lib/app-config'
import { directionOf } from '@/lib/i18n'
import { applyThemeClass, createAppTheme, DEFAULT_THEME_NAME } from '@/lib/theme'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec: failed loads are only logged; the screens show what they have.
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  })
}

function setFavicon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (link) link.href = href
}

/** Theme, title and favicon follow the shop configuration once it has loaded. */
function ConfiguredTheme({ children }: { children: ReactNode }) {
  const config = useApplicationConfig()
  const themeName = config?.application.theme ?? DEFAULT_THEME_NAME
  const direction = directionOf(useTranslation().i18n.language)
  const theme = useMemo(() => createAppTheme(themeName, direction), [themeName, direction])

  useEffect(() => applyThemeClass(themeName), [themeName])
  useEffect(() => {
    if (!config) return
    document.title = config.application.name
    if (config.application.favicon) setFavicon(config.application.favicon)
  }, [config])

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  )
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfiguredTheme>
        <SnackbarProvider>{children}</SnackbarProvider>
      </ConfiguredTheme>
    </QueryClientProvider>
  )
}
