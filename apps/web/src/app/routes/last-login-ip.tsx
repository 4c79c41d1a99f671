import { PageCard } from '@/components/page-card'
import { LastLoginIp } from '@/features/privacy/components/last-login-ip'

export default function LastLoginIpPage() {
  return (
    <PageCard titleKey="TITLE_LAST_LOGIN_IP" maxWidth={720}>
      <LastLoginIp />
    </PageCard>
  )
}
