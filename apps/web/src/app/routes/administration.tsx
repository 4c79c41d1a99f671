import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { PaddingImage } from '@/components/padding-image'
import { CustomerFeedback } from '@/features/administration/components/customer-feedback'
import { RegisteredUsers } from '@/features/administration/components/registered-users'

/** The admin section: registered users and customer feedback side by side. */
export default function AdministrationPage() {
  const { t } = useTranslation()
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <PaddingImage size="19px" />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_ADMINISTRATION')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_REGISTERED_USERS')}
          </Typography>
          <RegisteredUsers />
        </Paper>
        <Paper sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_CUSTOMER_FEEDBACK')}
          </Typography>
          <CustomerFeedback />
        </Paper>
      </Box>
    </Box>
  )
}
