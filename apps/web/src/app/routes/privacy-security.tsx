import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import Paper from '@mui/material/Paper'
import { NavEntry } from '../shell/nav-entries'
import { PRIVACY_AND_SECURITY } from '../shell/navigation-links'

const stayOnPage = () => undefined

/** Privacy & security: the same entries as in the menus beside the chosen page. */
export default function PrivacySecurityPage() {
  const { t } = useTranslation()
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-start' },
        gap: 2,
        maxWidth: 1100,
        mx: 'auto',
      }}
    >
      <Paper component="nav" aria-label={t('TITLE_PRIVACY_AND_SECURITY')} sx={{ width: { md: 280 }, flexShrink: 0 }}>
        <List component="div">
          {PRIVACY_AND_SECURITY.links.map((link) => (
            <NavEntry key={link.labelKey} link={link} kind="list" onSelect={stayOnPage} />
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<LinearProgress aria-label={t('LOADING')} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  )
}
