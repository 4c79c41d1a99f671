import { useLocation, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { TRACKING_ETA_THRESHOLD_DAYS } from '@pulp/shared'
import { OrderItemsTable } from '@/features/checkout'
import { formatPrice } from '@/lib/format'
import type { Order } from '../api/get-order-history'
import { useTrackedOrder } from '../api/track-order'

const STATUSES = ['ORDER_STATUS_NEW', 'ORDER_STATUS_PACKING', 'ORDER_STATUS_TRANSIT', 'ORDER_STATUS_DELIVERED'] as const

function trackingStatus(order: Partial<Order>, justOrdered: boolean): (typeof STATUSES)[number] {
  if (order.delivered) return 'ORDER_STATUS_DELIVERED'
  if (justOrdered) return 'ORDER_STATUS_NEW'
  return Number(order.eta) > TRACKING_ETA_THRESHOLD_DAYS ? 'ORDER_STATUS_PACKING' : 'ORDER_STATUS_TRANSIT'
}

// vuln-code-snippet start reflectedXssChallenge
/** The order id as the server echoes it, trusted as markup so ids can be highlighted. */
const echoedOrderId = (orderId: string) => ({ __html: orderId }) // vuln-code-snippet vuln-line reflectedXssChallenge
// vuln-code-snippet end reflectedXssChallenge

/** Where an order is: its status, what is in it and when it arrives. Anyone with the id may look. */
export function TrackResult() {
  const { t } = useTranslation()
  const orderId = useSearchParams()[0].get('id') ?? ''
  const justOrdered = useLocation().pathname.endsWith('/new')
  const order = useTrackedOrder(orderId)
  if (orderId === '') return <Alert severity="info">{t('TRACK_ORDER_MISSING_ID')}</Alert>
  if (order.isLoading) return <LinearProgress aria-label={t('LOADING')} />
  if (order.isError) return <Alert severity="error">{order.error.message}</Alert>
  const status = trackingStatus(order.data ?? {}, justOrdered)
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('LABEL_TRACKED_ORDER')}{' '}
        <Box component="span" data-testid="tracked-order-id" dangerouslySetInnerHTML={echoedOrderId(order.data?.orderId ?? '')} />
      </Typography>
      <Stepper activeStep={STATUSES.indexOf(status)} alternativeLabel aria-label={t('LABEL_ORDER_STATUS')}>
        {STATUSES.map((key) => (
          <Step key={key} completed={STATUSES.indexOf(key) <= STATUSES.indexOf(status)}>
            <StepLabel>{t(key)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography data-testid="tracking-status">{t('LABEL_CURRENT_STATUS', { status: t(status) })}</Typography>
      {order.data?.products ? (
        <>
          <OrderItemsTable
            lines={order.data.products.map((product, index) => ({ key: product.id ?? index, ...product }))}
          />
          <Typography>{t('LABEL_ORDER_TOTAL', { total: formatPrice(order.data.totalPrice ?? 0) })}</Typography>
          {!order.data.delivered && (
            <Typography>{t('ORDER_ETA', { count: Number(order.data.eta) })}</Typography>
          )}
        </>
      ) : (
        <Typography color="text.secondary">{t('ORDER_NOT_FOUND')}</Typography>
      )}
    </Stack>
  )
}
