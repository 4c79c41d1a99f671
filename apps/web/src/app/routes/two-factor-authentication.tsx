import { PageCard } from '@/components/page-card'
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings'

export default function TwoFactorAuthenticationPage() {
  return (
    <PageCard titleKey="TITLE_TWO_FACTOR_AUTH" maxWidth={720}>
      <TwoFactorSettings />
    </PageCard>
  )
}
