import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import AccountCircle from '@mui/icons-material/AccountCircle'
import { lazyPage } from '@/lib/lazy-named'
import { useOnceTrue } from '@/lib/use-once-true'

const AccountMenuList = lazyPage(() => import('./account-menu-list'))

export function AccountMenu() {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuLoaded = useOnceTrue(anchor !== null)

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('TITLE_ACCOUNT')}
        data-tutorial="account-menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        sx={{ minWidth: 0 }}
      >
        <AccountCircle />
        <Box component="span" sx={{ ml: 1, display: { xs: 'none', md: 'inline' } }}>
          {t('TITLE_ACCOUNT')}
        </Box>
      </Button>
      {menuLoaded && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
