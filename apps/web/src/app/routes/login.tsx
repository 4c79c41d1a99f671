import { PageCard } from '@/components/page-card'
import { LoginForm } from '@/features/auth/components/login-form'

export default function LoginPage() {
  return (
    <PageCard titleKey="TITLE_LOGIN">
      <LoginForm />
    </PageCard>
  )
}
