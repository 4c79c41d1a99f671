import { Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'
import { ServerStartedNotice } from '@/features/challenges/components/server-started-notice'
import { SolvedNotifications } from '@/features/challenges/components/solved-notifications'
import { useLiveChallengeUpdates } from '@/features/challenges/hooks/use-live-challenge-updates'
import { HackingInstructor } from '@/features/hacking-instructor/components/hacking-instructor'
import { SystemNotice } from '@/features/system-notice/components/system-notice'
import { lazyNamed } from '@/lib/lazy-named'
import { useOnceTrue } from '@/lib/use-once-true'
import { Navbar } from './navbar'
import { PageErrorBoundary } from './page-error'
import { WelcomeBanner } from './welcome-banner'

// The drawer's code loads at its first opening.
const SideMenu = lazyNamed(() => import('./side-menu'), 'SideMenu')

/** Navbar, side menu, notifications, welcome banner and the routed page. */
export function AppShell() {
  useLiveChallengeUpdates()
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const sideMenuLoaded = useOnceTrue(menuOpen)
  // Any navigation (also the back button) closes the side menu.
  const { pathname, search } = useLocation()
  const address = pathname + search
  const [menuAddress, setMenuAddress] = useState(address)
  if (address !== menuAddress) {
    setMenuAddress(address)
    setMenuOpen(false)
  }
  return (
    <>
      <Navbar onMenuToggle={() => setMenuOpen((open) => !open)} />
      {sideMenuLoaded && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <Box component="main" sx={{ p: { xs: 1, sm: 3 } }}>
        <SystemNotice />
        <ServerStartedNotice />
        <SolvedNotifications />
        <PageErrorBoundary resetKey={address}>
          <Suspense fallback={<LinearProgress aria-label={t('LOADING')} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <WelcomeBanner />
      <HackingInstructor />
    </>
  )
}
