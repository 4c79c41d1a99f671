import { PageCard } from '@/components/page-card'
import { useCurrentUser } from '@/features/auth/api/whoami'
import { ComplaintForm } from '@/features/complaint/components/complaint-form'

export default function ComplainPage() {
  const user = useCurrentUser()
  return (
    <PageCard titleKey="TITLE_COMPLAIN">
      <ComplaintForm user={user} />
    </PageCard>
  )
}
