import type { ReactNode } from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router'
import type { PaddingSize } from '@/components/padding-image'
import { LoginFirst, RequireLogin, RequireRole } from '@/features/auth/components/guards'
import { unannouncedRoute } from '@/features/web3/unannounced-route'
import { lazyPage } from '@/lib/lazy-named'
import { AppShell } from './shell/app-shell'
import { PageErrorBoundary, RouteErrorPage, ShellErrorPage } from './shell/page-error'
// The landing page comes with the entry chunk (the first visit needs it at once); every other page loads on demand.
import SearchPage from './routes/search'

const LoginPage = lazyPage(() => import('./routes/login'))
const RegisterPage = lazyPage(() => import('./routes/register'))
const ScoreBoardPage = lazyPage(() => import('./routes/score-board'))
const ScoreBoardPreviewPage = lazyPage(() => import('./routes/score-board-preview'))
const ForbiddenPage = lazyPage(() => import('./routes/forbidden'))
const LaterReleasePage = lazyPage(() => import('./routes/later-release'))
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'))
const TwoFactorEnterPage = lazyPage(() => import('./routes/two-factor-enter'))
const OAuthReturnPage = lazyPage(() => import('./routes/oauth-return'))
const PrivacySecurityPage = lazyPage(() => import('./routes/privacy-security'))
const PrivacySecurityOverviewPage = lazyPage(() => import('./routes/privacy-security-overview'))
const PrivacyPolicyPage = lazyPage(() => import('./routes/privacy-policy'))
const ChangePasswordPage = lazyPage(() => import('./routes/change-password'))
const TwoFactorAuthenticationPage = lazyPage(() => import('./routes/two-factor-authentication'))
const DataExportPage = lazyPage(() => import('./routes/data-export'))
const LastLoginIpPage = lazyPage(() => import('./routes/last-login-ip'))
const DeluxeMembershipPage = lazyPage(() => import('./routes/deluxe-membership'))
const WalletPage = lazyPage(() => import('./routes/wallet'))
const PaymentPage = lazyPage(() => import('./routes/payment'))
const AdministrationPage = lazyPage(() => import('./routes/administration'))
const AccountingPage = lazyPage(() => import('./routes/accounting'))
const BasketPage = lazyPage(() => import('./routes/basket'))
const AddressSelectPage = lazyPage(() => import('./routes/address-select'))
const SavedAddressesPage = lazyPage(() => import('./routes/address-saved'))
const CreateAddressPage = lazyPage(() => import('./routes/address-create'))
const EditAddressPage = lazyPage(() => import('./routes/address-edit'))
const DeliveryMethodPage = lazyPage(() => import('./routes/delivery-method'))
const SavedPaymentMethodsPage = lazyPage(() => import('./routes/saved-payment-methods'))
const OrderSummaryPage = lazyPage(() => import('./routes/order-summary'))
const OrderCompletionPage = lazyPage(() => import('./routes/order-completion'))
const OrderHistoryPage = lazyPage(() => import('./routes/order-history'))
const TrackResultPage = lazyPage(() => import('./routes/track-result'))
const Web3SandboxPage = lazyPage(() => import('./routes/web3-sandbox'))
const TokenSalePage = lazyPage(() => import('./routes/token-sale'))
const BeeHavenPage = lazyPage(() => import('./routes/bee-haven'))
const WalletWeb3Page = lazyPage(() => import('./routes/wallet-web3'))
const JuicyNftPage = lazyPage(() => import('./routes/juicy-nft'))
const ContactPage = lazyPage(() => import('./routes/contact'))
const ComplainPage = lazyPage(() => import('./routes/complain'))
const PhotoWallPage = lazyPage(() => import('./routes/photo-wall'))
const ChatbotPage = lazyPage(() => import('./routes/chatbot'))
const AboutPage = lazyPage(() => import('./routes/about'))
const RecyclePage = lazyPage(() => import('./routes/recycle'))

/** A screen that arrives in a later release; hidden pages pass the padding image their challenge watches for. */
const later = (paddingImage?: PaddingSize) => <LaterReleasePage paddingImage={paddingImage} />
const loginFirst = (page: ReactNode) => <LoginFirst>{page}</LoginFirst>
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
      { path: 'accounting', element: accountingOnly(<AccountingPage />) },
      { path: 'about', element: <AboutPage /> },
      { path: 'address/select', element: loginOnly(<AddressSelectPage />) },
      { path: 'address/saved', element: loginOnly(<SavedAddressesPage />) },
      { path: 'address/create', element: loginOnly(<CreateAddressPage />) },
      { path: 'address/edit/:addressId', element: loginOnly(<EditAddressPage />) },
      { path: 'delivery-method', element: loginOnly(<DeliveryMethodPage />) },
      { path: 'deluxe-membership', element: loginOnly(<DeluxeMembershipPage />) },
      { path: 'saved-payment-methods', element: loginOnly(<SavedPaymentMethodsPage />) },
      { path: 'basket', element: loginOnly(<BasketPage />) },
      { path: 'contact', element: <ContactPage /> },
      { path: 'complain', element: loginOnly(<ComplainPage />) },
      { path: 'chatbot', element: loginOnly(<ChatbotPage />) },
      { path: 'order-summary', element: loginOnly(<OrderSummaryPage />) },
      { path: 'order-history', element: loginOnly(<OrderHistoryPage />) },
      { path: 'order-completion/:id', element: loginOnly(<OrderCompletionPage />) },
      { path: 'payment/:entity', element: <PaymentPage /> },
      { path: 'wallet', element: loginFirst(<WalletPage />) },
      { path: 'recycle', element: loginOnly(<RecyclePage />) },
      { path: 'photo-wall', element: <PhotoWallPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'hacking-instructor', element: <SearchPage /> },
      { path: 'score-board', element: <ScoreBoardPage /> }, // vuln-code-snippet vuln-line scoreBoardChallenge
      { path: 'score-board-preview', element: <ScoreBoardPreviewPage /> },
      { path: 'track-result', element: <TrackResultPage /> },
      { path: 'track-result/new', element: <TrackResultPage /> },
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
      { path: 'juicy-nft', element: <JuicyNftPage /> },
      { path: 'wallet-web3', element: <WalletWeb3Page /> },
      { path: 'web3-sandbox', element: <Web3SandboxPage /> }, // vuln-code-snippet vuln-line web3SandboxChallenge
      { path: 'bee-haven', element: <BeeHavenPage /> },
      { path: unannouncedRoute(), element: <TokenSalePage /> }, // vuln-code-snippet vuln-line tokenSaleChallenge
      { path: 'redirect', element: later() },
      { path: '403', element: <ForbiddenPage /> },
      { path: '*', element: <FallbackPage /> },
      // vuln-code-snippet end scoreBoardChallenge adminSectionChallenge web3SandboxChallenge tokenSaleChallenge
    ],
  },
]

/**
 * The route table under a HashRouter (a data router would load its whole code on the first page). Without a data
 * router, errorElement does not apply, so a boundary shows the same error page when the shell itself fails.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation()
  const element = useRoutes(routes)
  return (
    <PageErrorBoundary resetKey={pathname + search} fallback={<ShellErrorPage />}>
      {element}
    </PageErrorBoundary>
  )
}
