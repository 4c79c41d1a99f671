import type SvgIcon from '@mui/material/SvgIcon'
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet'
import CreditCard from '@mui/icons-material/CreditCard'
import DeleteForever from '@mui/icons-material/DeleteForever'
import Download from '@mui/icons-material/Download'
import History from '@mui/icons-material/History'
import Key from '@mui/icons-material/Key'
import Lock from '@mui/icons-material/Lock'
import Place from '@mui/icons-material/Place'
import Policy from '@mui/icons-material/Policy'
import Recycling from '@mui/icons-material/Recycling'
import Security from '@mui/icons-material/Security'
import Shield from '@mui/icons-material/Shield'
import { redirectLink, SOURCE_CODE_URL } from '@/features/redirect/redirect-links'

export { APP_NAME_FALLBACK } from '@/lib/app-config'
export const SCORE_BOARD_TUTORIAL_PATH = '/hacking-instructor?challenge=Score Board'

/** A menu entry: either a route of this app (`to`) or a full page served by the shop server (`href`). */
export type NavLink = { labelKey: string; icon: typeof SvgIcon } & ({ to: string } | { href: string })

export interface NavGroup {
  labelKey: string
  icon: typeof SvgIcon
  links: NavLink[]
}

/** Server pages; relative so they follow the base path the app is served under. */
export const SERVER_PAGES = {
  profile: './profile',
  dataErasure: './dataerasure',
  gitHubRepository: redirectLink(SOURCE_CODE_URL),
} as const

export const ORDERS_AND_PAYMENT: NavGroup = {
  labelKey: 'TITLE_ORDERS_AND_PAYMENT',
  icon: CreditCard,
  links: [
    { labelKey: 'TITLE_ORDER_HISTORY', icon: History, to: '/order-history' },
    { labelKey: 'TITLE_RECYCLE', icon: Recycling, to: '/recycle' },
    { labelKey: 'TITLE_SAVED_ADDRESSES', icon: Place, to: '/address/saved' },
    { labelKey: 'TITLE_SAVED_PAYMENT_METHODS', icon: CreditCard, to: '/saved-payment-methods' },
    { labelKey: 'TITLE_WALLET', icon: AccountBalanceWallet, to: '/wallet' },
  ],
}

export const PRIVACY_AND_SECURITY: NavGroup = {
  labelKey: 'TITLE_PRIVACY_AND_SECURITY',
  icon: Security,
  links: [
    { labelKey: 'TITLE_PRIVACY_POLICY', icon: Policy, to: '/privacy-security/privacy-policy' },
    { labelKey: 'TITLE_DATA_EXPORT', icon: Download, to: '/privacy-security/data-export' },
    { labelKey: 'TITLE_DATA_ERASURE', icon: DeleteForever, href: SERVER_PAGES.dataErasure },
    { labelKey: 'TITLE_CHANGE_PASSWORD', icon: Key, to: '/privacy-security/change-password' },
    { labelKey: 'TITLE_TWO_FACTOR_AUTH', icon: Lock, to: '/privacy-security/two-factor-authentication' },
    { labelKey: 'TITLE_LAST_LOGIN_IP', icon: Shield, to: '/privacy-security/last-login-ip' },
  ],
}
