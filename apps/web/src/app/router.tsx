import { lazy, type ReactNode } from 'react'
import { createHashRouter, useLocation, type RouteObject } from 'react-router'
import type { PaddingSize } from '@/components/padding-image'
import { RequireLogin, RequireRole } from '@/features/auth/components/guards'
import { AppShell } from './shell/app-shell'

const SearchPage = lazy(() => import('./routes/search'))
const LoginPage = lazy(() => import('./routes/login'))
const RegisterPage = lazy(() => import('./routes/register'))
const ScoreBoardPage = lazy(() => import('./routes/score-board'))
const ForbiddenPage = lazy(() => import('./routes/forbidden'))
const LaterReleasePage = lazy(() => import('./routes/later-release'))

/** A screen that arrives in a later release; hidden pages pass the padding image their challenge watches for. */
const later = (paddingImage?: PaddingSize) => <LaterReleasePage paddingImage={paddingImage} />
const loginOnly = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>
const adminOnly = (page: ReactNode) => <RequireRole role="admin">{page}</RequireRole>
const accountingOnly = (page: ReactNode) => <RequireRole role="accounting">{page}</RequireRole>

/** The OAuth provider returns to "#access_token=…"; any other unknown path shows the shop. */
function FallbackPage() {
  const { pathname } = useLocation()
  return pathname.includes('access_token=') ? later() : <SearchPage />
}

/** THE route table (hash routes). Guards are client-side only, on purpose. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // vuln-code-snippet start scoreBoardChallenge adminSectionChallenge web3SandboxChallenge tokenSaleChallenge
      { path: 'administration', element: adminOnly(later('19px')) }, // vuln-code-snippet vuln-line adminSectionChallenge
      { path: 'accounting', element: accountingOnly(later()) },
      { path: 'about', element: later() },
      { path: 'address/select', element: loginOnly(later()) },
      { path: 'address/saved', element: loginOnly(later()) },
      { path: 'address/create', element: loginOnly(later()) },
      { path: 'address/edit/:addressId', element: loginOnly(later()) },
      { path: 'delivery-method', element: later() },
      { path: 'deluxe-membership', element: loginOnly(later()) },
      { path: 'saved-payment-methods', element: later() },
      { path: 'basket', element: later() },
      { path: 'contact', element: later() },
      { path: 'complain', element: loginOnly(later()) },
      { path: 'chatbot', element: loginOnly(later()) },
      { path: 'order-summary', element: later() },
      { path: 'order-history', element: later() },
      { path: 'order-completion/:id', element: later() },
      { path: 'payment/:entity', element: later() },
      { path: 'wallet', element: later() },
      { path: 'recycle', element: later() },
      { path: 'photo-wall', element: later() },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: later() },
      { path: 'register', element: <RegisterPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'hacking-instructor', element: <SearchPage /> },
      { path: 'score-board', element: <ScoreBoardPage /> }, // vuln-code-snippet vuln-line scoreBoardChallenge
      { path: 'score-board-preview', element: later() },
      { path: 'track-result', element: later() },
      { path: 'track-result/new', element: later() },
      { path: '2fa/enter', element: later() },
      { path: 'privacy-security', element: later() },
      { path: 'privacy-security/privacy-policy', element: later('81px') },
      { path: 'privacy-security/change-password', element: later() },
      { path: 'privacy-security/two-factor-authentication', element: later() },
      { path: 'privacy-security/data-export', element: later() },
      { path: 'privacy-security/last-login-ip', element: later() },
      { path: 'juicy-nft', element: later() },
      { path: 'wallet-web3', element: later() },
      { path: 'web3-sandbox', element: later('11px') }, // vuln-code-snippet vuln-line web3SandboxChallenge
      { path: 'bee-haven', element: later() },
      { path: 'tokensale-ico-ea', element: later('56px') }, // vuln-code-snippet vuln-line tokenSaleChallenge
      { path: 'redirect', element: later() },
      { path: '403', element: <ForbiddenPage /> },
      { path: '*', element: <FallbackPage /> },
      // vuln-code-snippet end scoreBoardChallenge adminSectionChallenge web3SandboxChallenge tokenSaleChallenge
    ],
  },
]

export function createAppRouter() {
  return createHashRouter(routes)
}
