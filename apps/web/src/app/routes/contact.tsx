import { PageCard } from '@/components/page-card'
import { useCurrentUser } from '@/features/auth/api/whoami'
import { ContactForm } from '@/features/feedback/components/contact-form'

export default function ContactPage() {
  const user = useCurrentUser()
  return (
    <PageCard titleKey="TITLE_CONTACT">
      <ContactForm user={user} />
    </PageCard>
  )
}
