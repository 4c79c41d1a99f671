import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Toll from '@mui/icons-material/Toll'
import { useApplicationConfig } from '@/lib/app-config'

/** The unannounced initial coin offering of the shop's own altcoin. */
export function TokenSale() {
  const { t } = useTranslation()
  const altcoin = useApplicationConfig()?.application.altcoinName ?? 'Juicycoin'
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('TITLE_TOKEN_SALE', { altcoin })}
      </Typography>
      <Typography variant="body1">{t('TOKEN_SALE_INTRO', { altcoin })}</Typography>
      <Typography variant="h6" component="p">
        {t('TOKEN_SALE_SUPPLY')}
      </Typography>
      <Alert severity="warning">{t('TOKEN_SALE_NOT_STARTED')}</Alert>
      <Button variant="contained" startIcon={<Toll />} disabled sx={{ alignSelf: 'flex-start' }}>
        {t('BTN_BUY_TOKENS')}
      </Button>
    </Stack>
  )
}
