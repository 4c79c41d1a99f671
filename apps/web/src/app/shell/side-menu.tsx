import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import AccountCircle from '@mui/icons-material/AccountCircle'
import Business from '@mui/icons-material/Business'
import Chat from '@mui/icons-material/Chat'
import Code from '@mui/icons-material/Code'
import EmojiEvents from '@mui/icons-material/EmojiEvents'
import Feedback from '@mui/icons-material/Feedback'
import Info from '@mui/icons-material/Info'
import Login from '@mui/icons-material/Login'
import Logout from '@mui/icons-material/Logout'
import PhotoLibrary from '@mui/icons-material/PhotoLibrary'
import ReportProblem from '@mui/icons-material/ReportProblem'
import School from '@mui/icons-material/School'
import WorkspacePremium from '@mui/icons-material/WorkspacePremium'
import { scoreBoardPath } from '@/features/challenges/api/continue-codes'
import { useScoreBoardSolved } from '@/features/challenges/api/get-challenges'
import { useLogout } from '@/features/auth/api/logout'
import { applicationVersionQuery, useApplicationConfig } from '@/lib/app-config'
import { useSession } from '@/lib/session'
import { NavEntry, NavGroupEntry } from './nav-entries'
import {
  APP_NAME_FALLBACK,
  ORDERS_AND_PAYMENT,
  PRIVACY_AND_SECURITY,
  SCORE_BOARD_TUTORIAL_PATH,
  SERVER_PAGES,
  type NavLink,
} from './navigation-links'

export const SIDE_MENU_WIDTH = 280

interface SideMenuProps {
  open: boolean
  onClose: () => void
}

export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const version = useQuery(applicationVersionQuery).data
  const { isLoggedIn, role } = useSession()
  const scoreBoardSolved = useScoreBoardSolved()
  const logout = useLogout()
  const appName = config?.application.name ?? APP_NAME_FALLBACK
  const showTutorialEntry =
    !scoreBoardSolved && config?.application.welcomeBanner.showOnFirstStart && config.hackingInstructor.isEnabled

  const entry = (link: NavLink, newTab = false) => (
    <NavEntry key={link.labelKey} link={link} kind="list" onSelect={onClose} newTab={newTab} />
  )

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDE_MENU_WIDTH } } }}>
      <Box component="nav" aria-label={t('LABEL_SIDE_MENU')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Typography variant="h6" component="p" sx={{ p: 2 }}>
          {appName}
        </Typography>
        <Divider />
        <List sx={{ flex: 1 }}>
          {!isLoggedIn && entry({ labelKey: 'TITLE_LOGIN', icon: Login, to: '/login' })}
          {isLoggedIn && (
            <>
              <ListSubheader>{t('TITLE_ACCOUNT')}</ListSubheader>
              {entry({ labelKey: 'TITLE_PROFILE', icon: AccountCircle, href: SERVER_PAGES.profile })}
              {role === 'accounting' && entry({ labelKey: 'TITLE_ACCOUNTING', icon: Business, to: '/accounting' })}
              <NavGroupEntry group={ORDERS_AND_PAYMENT} kind="list" onSelect={onClose} />
              <NavGroupEntry group={PRIVACY_AND_SECURITY} kind="list" onSelect={onClose} />
              <ListItemButton
                onClick={() => {
                  onClose()
                  void logout()
                }}
              >
                <ListItemIcon>
                  <Logout fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('TITLE_LOGOUT')} />
              </ListItemButton>
              <Divider />
            </>
          )}
          {entry({ labelKey: 'TITLE_CONTACT', icon: Feedback, to: '/contact' })}
          {isLoggedIn && entry({ labelKey: 'TITLE_COMPLAIN', icon: ReportProblem, to: '/complain' })}
          {isLoggedIn && entry({ labelKey: 'TITLE_CHATBOT', icon: Chat, to: '/chatbot' })}
          {entry({ labelKey: 'TITLE_ABOUT', icon: Info, to: '/about' })}
          {entry({ labelKey: 'TITLE_PHOTO_WALL', icon: PhotoLibrary, to: '/photo-wall' })}
          {isLoggedIn && entry({ labelKey: 'TITLE_DELUXE_MEMBERSHIP', icon: WorkspacePremium, to: '/deluxe-membership' })}
          {scoreBoardSolved && entry({ labelKey: 'TITLE_SCORE_BOARD', icon: EmojiEvents, to: scoreBoardPath() })}
          {showTutorialEntry &&
            entry({ labelKey: 'TITLE_GETTING_STARTED', icon: School, to: SCORE_BOARD_TUTORIAL_PATH })}
          {config?.application.showGitHubLinks &&
            entry({ labelKey: 'TITLE_GITHUB', icon: Code, href: SERVER_PAGES.gitHubRepository }, true)}
        </List>
        <Divider />
        <Typography variant="caption" component="p" sx={{ p: 2 }} color="text.secondary">
          {appName}
          {version ? ` v${version}` : ''}
        </Typography>
      </Box>
    </Drawer>
  )
}
