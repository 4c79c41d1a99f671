import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link as RouterLink, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import Storefront from '@mui/icons-material/Storefront'

/** What a reader sees instead of a screen that failed to render: what happened and the way back to the shop. */
export function PageErrorNotice() {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('PAGE_ERROR_TITLE')}
      </Typography>
      <Typography variant="body1" role="alert" sx={{ mb: 3 }}>
        {t('PAGE_ERROR_MESSAGE')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/search" startIcon={<Storefront />}>
        {t('BACK_TO_SHOP')}
      </Button>
    </Paper>
  )
}

/** The last resort when even the shell fails: it replaces the shell. */
export function ShellErrorPage() {
  return (
    <main style={{ padding: 24 }}>
      <PageErrorNotice />
    </main>
  )
}

/** The route table's errorElement (data routers, as in the tests); AppRoutes catches the same failure itself. */
export function RouteErrorPage() {
  console.error(useRouteError())
  return <ShellErrorPage />
}

interface PageErrorBoundaryProps {
  /** The boundary forgets an error when this changes (the address), so the way back really leads back. */
  resetKey: string
  children: ReactNode
  /** What replaces the children after an error; the error notice by default. */
  fallback?: ReactNode
}

/** Keeps the navbar and menu when a page fails to render; the page area shows the error notice instead. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? <PageErrorNotice />) : this.props.children
  }
}
