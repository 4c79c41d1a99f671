import { PageCard } from '@/components/page-card'
import { ForgotPasswordForm } from '@/features/password/components/forgot-password-form'

export default function ForgotPasswordPage() {
  return (
    <PageCard titleKey="TITLE_FORGOT_PASSWORD">
      <ForgotPasswordForm />
    </PageCard>
  )
}
