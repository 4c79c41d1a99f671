import { Suspense } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import MenuIcon from '@mui/icons-material/Menu'
import { useApplicationConfig } from '@/lib/app-config'
import { lazyNamed } from '@/lib/lazy-named'
import { useScoreBoardSolved } from '@/features/challenges/api/get-challenges'
import { useSession } from '@/lib/session'
import { AccountMenu } from './account-menu'
import { LanguageMenu } from './language-menu'
import { SearchBar } from './search-bar'
import { APP_NAME_FALLBACK } from './navigation-links'

const DEFAULT_LOGO = 'assets/public/images/pulp-logo.svg'

/** Logos are configured either as a URL or as a file below the public images folder. */
function logoUrl(logo: string | undefined): string {
  if (!logo) return DEFAULT_LOGO
  return /^https?:\/\//.test(logo) || logo.includes('/') ? logo : `assets/public/images/${logo}`
}

const BasketButton = lazyNamed(() => import('./navbar-buttons'), 'BasketButton')
const ScoreBoardButton = lazyNamed(() => import('./navbar-buttons'), 'ScoreBoardButton')

export function Navbar({ onMenuToggle }: { onMenuToggle: () => void }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const { isLoggedIn } = useSession()
  const scoreBoardSolved = useScoreBoardSolved()
  const appName = config?.application.name ?? APP_NAME_FALLBACK

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton color="inherit" edge="start" onClick={onMenuToggle} aria-label={t('OPEN_SIDE_MENU')} data-tutorial="side-menu-button">
          <MenuIcon />
        </IconButton>
        <Button
          color="inherit"
          component={RouterLink}
          to="/search"
          sx={{ textTransform: 'none', minWidth: 0 }}
        >
          <Box component="img" src={logoUrl(config?.application.logo)} alt={t('BACK_HOME')} sx={{ height: 36, mr: { xs: 0, sm: 1 } }} />
          <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {appName}
          </Typography>
        </Button>
        <Box sx={{ flex: 1 }} />
        <SearchBar />
        {scoreBoardSolved && (
          <Suspense fallback={null}>
            <ScoreBoardButton />
          </Suspense>
        )}
        <AccountMenu />
        {isLoggedIn && (
          <Suspense fallback={null}>
            <BasketButton />
          </Suspense>
        )}
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  )
}
