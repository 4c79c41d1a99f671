import { PageCard } from '@/components/page-card'
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy'

export default function PrivacyPolicyPage() {
  return (
    <PageCard titleKey="TITLE_PRIVACY_POLICY" maxWidth={720}>
      <PrivacyPolicy />
    </PageCard>
  )
}
