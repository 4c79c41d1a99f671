import { PageCard } from '@/components/page-card'
import { RegisterForm } from '@/features/register/components/register-form'

export default function RegisterPage() {
  return (
    <PageCard titleKey="TITLE_REGISTRATION">
      <RegisterForm />
    </PageCard>
  )
}
