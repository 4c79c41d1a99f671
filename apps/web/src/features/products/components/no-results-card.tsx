import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export function NoResultsCard() {
  const { t } = useTranslation()
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', textAlign: 'center' }} data-testid="no-results">
      <CardContent>
        <img src="assets/public/images/no-results.svg" alt="" width={160} height={120} />
        <Typography variant="h6" component="p">
          {t('NO_SEARCH_RESULT')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('EMPTY_SEARCH_RESULT')}
        </Typography>
      </CardContent>
    </Card>
  )
}
