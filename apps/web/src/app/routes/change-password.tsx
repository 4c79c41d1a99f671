import { PageCard } from '@/components/page-card'
import { ChangePasswordForm } from '@/features/password/components/change-password-form'

export default function ChangePasswordPage() {
  return (
    <PageCard titleKey="TITLE_CHANGE_PASSWORD" maxWidth={720}>
      <ChangePasswordForm />
    </PageCard>
  )
}
