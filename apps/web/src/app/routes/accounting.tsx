import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { AccountingOrders } from '@/features/accounting/components/accounting-orders'
import { AccountingProducts } from '@/features/accounting/components/accounting-products'

/** The accounting office: orders and their delivery, products and their price and stock. */
export default function AccountingPage() {
  const { t } = useTranslation()
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_ACCOUNTING')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_PRODUCTS')}
          </Typography>
          <AccountingProducts />
        </Paper>
        <Paper sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_ORDERS')}
          </Typography>
          <AccountingOrders />
        </Paper>
      </Box>
    </Box>
  )
}
