import { lazy, type ReactNode } from 'react'
import { createHashRouter, useLocation, type RouteObject } from 'react-router'
import type { PaddingSize } from '@/components/padding-image'
import { RequireLogin, RequireRole } from '@/features/auth/components/guards'
import { AppShell } from './shell/app-shell'
import { RouteErrorPage } from './shell/page-error'

const SearchPage = lazy(() => import('./routes/search'))
const LoginPage = lazy(() => import('./routes/login'))
const RegisterPage = lazy(() => import('./routes/register'))
const ScoreBoardPage = lazy(() => import('./routes/score-board'))
const ForbiddenPage = lazy(() => import('./routes/forbidden'))
const LaterReleasePage = lazy(() => import('./routes/later-release'))
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'))
const TwoFactorEnterPage = lazy(() => import('./routes/two-factor-enter'))
const OAuthReturnPage = lazy(() => import('./routes/oauth-return'))
const PrivacySecurityPage = lazy(() => import('./routes/privacy-security'))
const PrivacySecurityOverviewPage = lazy(() => import('./routes/privacy-security-overview'))
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy'))
const ChangePasswordPage = lazy(() => import('./routes/change-password'))
const TwoFactorAuthenticationPage = lazy(() => import('./routes/two-factor-authentication'))
const DataExportPage = lazy(() => import('./routes/data-export'))
const LastLoginIpPage = lazy(() => import('./routes/last-login-ip'))
const DeluxeMembershipPage = lazy(() => import('./routes/deluxe-membership'))
const WalletPage = lazy(() => import('./routes/wallet'))
const PaymentPage = lazy(() => import('./routes/payment'))
const AdministrationPage = lazy(() => import('./routes/administration'))

/** A screen that arrives in a later release; hidden pages pass the padding image their challenge watches for. */
const later = (paddingImage?: PaddingSize) => <LaterReleasePage paddingImage={paddingImage} />
const loginOnly = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>
const adminOnly = (page: ReactNode) => <RequireRole role="admin">{page}</RequireRole>
const accountingOnly = (page: ReactNode) => <RequireRole role="accounting">{page}</RequireRole>

/** The OAuth provider returns to "#access_token=…"; any other unknown path shows the shop. */
function FallbackPage() {
  const { pathname } = useLocation()
  return pathname.includes('access_token=') ? <OAuthReturnPage /> : <SearchPage />
}

/** THE route table (hash routes). Guards are client-side only, on purpose. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      // vuln-code-snippet start scoreBoardChallenge adminSectionChallenge web3SandboxChallenge tokenSaleChallenge
      { path: 'administration', element: adminOnly(<AdministrationPage />) }, // vuln-code-snippet vuln-line adminSectionChallenge
      { path: 'accounting', element: accountingOnly(later()) },
      { path: 'about', element: later() },
      { path: 'address/select', element: loginOnly(later()) },
      { path: 'address/saved', element: loginOnly(later()) },
      { path: 'address/create', element: loginOnly(later()) },
      { path: 'address/edit/:addressId', element: loginOnly(later()) },
      { path: 'delivery-method', element: later() },
      { path: 'deluxe-membership', element: loginOnly(<DeluxeMembershipPage />) },
      { path: 'saved-payment-methods', element: later() },
      { path: 'basket', element: later() },
      { path: 'contact', element: later() },
      { path: 'complain', element: loginOnly(later()) },
      { path: 'chatbot', element: loginOnly(later()) },
      { path: 'order-summary', element: later() },
      { path: 'order-history', element: later() },
      { path: 'order-completion/:id', element: later() },
      { path: 'payment/:entity', element: <PaymentPage /> },
      { path: 'wallet', element: <WalletPage /> },
      { path: 'recycle', element: later() },
      { path: 'photo-wall', element: later() },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'hacking-instructor', element: <SearchPage /> },
      { path: 'score-board', element: <ScoreBoardPage /> }, // vuln-code-snippet vuln-line scoreBoardChallenge
      { path: 'score-board-preview', element: later() },
      { path: 'track-result', element: later() },
      { path: 'track-result/new', element: later() },
      { path: '2fa/enter', element: <TwoFactorEnterPage /> },
      {
        path: 'privacy-security',
        element: <PrivacySecurityPage />,
        children: [
          { index: true, element: <PrivacySecurityOverviewPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'change-password', element: <ChangePasswordPage /> },
          { path: 'two-factor-authentication', element: <TwoFactorAuthenticationPage /> },
          { path: 'data-export', element: <DataExportPage /> },
          { path: 'last-login-ip', element: <LastLoginIpPage /> },
        ],
      },
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
