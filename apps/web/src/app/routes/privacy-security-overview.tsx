import { useTranslation } from 'react-i18next'
import Typography from '@mui/material/Typography'
import { PageCard } from '@/components/page-card'

export default function PrivacySecurityOverviewPage() {
  const { t } = useTranslation()
  return (
    <PageCard titleKey="TITLE_PRIVACY_AND_SECURITY" maxWidth={720}>
      <Typography variant="body1">{t('PRIVACY_SECURITY_INTRO')}</Typography>
    </PageCard>
  )
}
