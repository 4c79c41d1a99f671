import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PictureAsPdf from '@mui/icons-material/PictureAsPdf'
import Share from '@mui/icons-material/Share'
import { AddressCard } from '@/features/address'
import { orderPdfUrl } from '@/features/orders'
import { useTrackedOrder } from '@/features/orders'
import type { Order } from '@/features/orders'
import { useApplicationConfig } from '@/lib/app-config'
import { OrderItemsTable } from './order-items-table'
import { OrderTotals } from './order-totals'

/** Spec: the tweet text is cut to 140 characters. */
const TWEET_LENGTH = 140

function tweetUrl(text: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text.slice(0, TWEET_LENGTH))}`
}

function CompletedOrder({ order }: { order: Order }) {
  const { t } = useTranslation()
  const shopName = useApplicationConfig()?.application.name ?? ''
  const items = order.products.reduce((sum, product) => sum + product.total, 0)
  const discount = Number(order.promotionalAmount ?? 0) || 0
  const tweet = t('ORDER_TWEET', { products: order.products.map(({ name }) => name).join(', '), shop: shopName })
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('ORDER_THANKS', { orderId: order.orderId })}</Alert>
      <AddressCard
        addressId={order.addressId === undefined ? null : String(order.addressId)}
        titleKey="LABEL_DELIVERY_ADDRESS"
      />
      <Typography data-testid="delivery-estimate">{t('ORDER_ETA', { count: Number(order.eta) })}</Typography>
      <OrderItemsTable
        lines={order.products.map((product, index) => ({ key: product.id ?? index, ...product }))}
      />
      <OrderTotals
        items={items}
        deliveryPrice={Number(order.deliveryPrice ?? 0)}
        discount={discount}
        total={order.totalPrice}
        bonus={order.bonus}
      />
      <Typography data-testid="bonus-points">{t('ORDER_BONUS_EARNED', { bonus: order.bonus })}</Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={<PictureAsPdf />}
          href={orderPdfUrl(order.orderId)}
          target="_blank"
          rel="noopener"
        >
          {t('BTN_ORDER_CONFIRMATION_PDF')}
        </Button>
        <Button startIcon={<Share />} href={tweetUrl(tweet)} target="_blank" rel="noopener noreferrer">
          {t('BTN_TWEET')}
        </Button>
      </Stack>
    </Stack>
  )
}

/** The confirmation after placing an order, loaded through the order tracking. */
export function OrderCompletion({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const order = useTrackedOrder(orderId)
  if (order.isLoading) return <LinearProgress aria-label={t('LOADING')} />
  if (order.isError) return <Alert severity="error">{order.error.message}</Alert>
  if (!order.data?.products) return <Alert severity="warning">{t('ORDER_NOT_FOUND')}</Alert>
  return <CompletedOrder order={order.data as Order} />
}
