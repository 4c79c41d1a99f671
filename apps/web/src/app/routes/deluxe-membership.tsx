import { PageCard } from '@/components/page-card'
import { DeluxeMembership } from '@/features/payment/components/deluxe-membership'

export default function DeluxeMembershipPage() {
  return (
    <PageCard titleKey="TITLE_DELUXE_MEMBERSHIP" maxWidth={720}>
      <DeluxeMembership />
    </PageCard>
  )
}
