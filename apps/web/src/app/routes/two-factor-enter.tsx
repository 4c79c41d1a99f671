import { PageCard } from '@/components/page-card'
import { TwoFactorLoginForm } from '@/features/auth/components/two-factor-login-form'

export default function TwoFactorEnterPage() {
  return (
    <PageCard titleKey="TITLE_TWO_FACTOR_AUTH_ENTER">
      <TwoFactorLoginForm />
    </PageCard>
  )
}
