import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircle from '@mui/icons-material/CheckCircle'
import LocalShipping from '@mui/icons-material/LocalShipping'
import PictureAsPdf from '@mui/icons-material/PictureAsPdf'
import TravelExplore from '@mui/icons-material/TravelExplore'
import { OrderItemsTable } from '@/features/checkout'
import { formatPrice } from '@/lib/format'
import { useOrderHistory, type Order } from '../api/get-order-history'
import { orderPdfUrl, trackOrderPath } from './order-links'

function PastOrder({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('LABEL_ORDER_ID', { orderId: order.orderId })}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('LABEL_ORDER_ID', { orderId: order.orderId })}
        </Typography>
        <Typography>{t('LABEL_ORDER_TOTAL', { total: formatPrice(order.totalPrice) })}</Typography>
        <Typography>{t('LABEL_ORDER_BONUS', { bonus: order.bonus })}</Typography>
        {order.delivered ? (
          <Chip color="success" icon={<CheckCircle />} label={t('ORDER_DELIVERED')} />
        ) : (
          <Chip color="warning" icon={<LocalShipping />} label={t('ORDER_IN_TRANSIT')} />
        )}
      </Stack>
      <OrderItemsTable lines={order.products.map((product, index) => ({ key: product.id ?? index, ...product }))} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button color="inherit" component={RouterLink} to={trackOrderPath(order.orderId)} startIcon={<TravelExplore />}>
          {t('BTN_TRACK_ORDER')}
        </Button>
        <Button color="inherit" href={orderPdfUrl(order.orderId)} target="_blank" rel="noopener" startIcon={<PictureAsPdf />}>
          {t('BTN_PRINT_ORDER')}
        </Button>
      </Stack>
    </Paper>
  )
}

/** The customer's past orders, newest first as the server sends them. */
export function OrderHistory() {
  const { t } = useTranslation()
  const orders = useOrderHistory()
  if (orders.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (orders.isError) return <Alert severity="error">{orders.error.message}</Alert>
  if (orders.data.length === 0) return <Typography color="text.secondary">{t('NO_ORDERS_PLACED')}</Typography>
  return (
    <Stack spacing={2}>
      {orders.data.map((order) => (
        <PastOrder key={order.orderId} order={order} />
      ))}
    </Stack>
  )
}
