import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import AccountCircle from '@mui/icons-material/AccountCircle'
import Business from '@mui/icons-material/Business'
import Login from '@mui/icons-material/Login'
import Logout from '@mui/icons-material/Logout'
import { useLogout } from '@/features/auth/api/logout'
import { useCurrentUserEmail } from '@/features/auth/api/whoami'
import { useSession } from '@/lib/session'
import { NavEntry, NavGroupEntry } from './nav-entries'
import { ORDERS_AND_PAYMENT, PRIVACY_AND_SECURITY, SERVER_PAGES } from './navigation-links'

/** The account menu's entries; loaded at the first opening (see AccountMenu). */
export default function AccountMenuList({ anchor, close }: { anchor: HTMLElement | null; close: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { isLoggedIn, role } = useSession()
  const email = useCurrentUserEmail()
  const logout = useLogout()

  return (
    <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
      {!isLoggedIn && (
        <MenuItem
          onClick={() => {
            close()
            void navigate('/login')
          }}
        >
          <ListItemIcon>
            <Login fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('TITLE_LOGIN')} />
        </MenuItem>
      )}
      {isLoggedIn && [
        <MenuItem key="profile" component="a" href={SERVER_PAGES.profile} onClick={close}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={email ?? t('TITLE_PROFILE')} />
        </MenuItem>,
        role === 'accounting' && (
          <NavEntry
            key="accounting"
            link={{ labelKey: 'TITLE_ACCOUNTING', icon: Business, to: '/accounting' }}
            kind="menu"
            onSelect={close}
          />
        ),
        <NavGroupEntry key="orders" group={ORDERS_AND_PAYMENT} kind="menu" onSelect={close} />,
        <NavGroupEntry key="privacy" group={PRIVACY_AND_SECURITY} kind="menu" onSelect={close} />,
        <Divider key="divider" />,
        <MenuItem
          key="logout"
          onClick={() => {
            close()
            void logout()
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('TITLE_LOGOUT')} />
        </MenuItem>,
      ]}
    </Menu>
  )
}
