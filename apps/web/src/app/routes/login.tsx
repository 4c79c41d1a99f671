import { useTranslation } from 'react-i18next'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { LoginForm } from '@/features/auth/components/login-form'

export default function LoginPage() {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 3, maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_LOGIN')}
      </Typography>
      <LoginForm />
    </Paper>
  )
}
