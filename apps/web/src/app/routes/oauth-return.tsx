import { useLocation } from 'react-router'
import { PageCard } from '@/components/page-card'
import { OAuthReturn } from '@/features/auth/components/oauth-return'

/** The provider returns to "#access_token=…": the router sees the fragment as the path. */
export default function OAuthReturnPage() {
  const { pathname } = useLocation()
  return (
    <PageCard titleKey="TITLE_LOGIN">
      <OAuthReturn fragment={pathname} />
    </PageCard>
  )
}
