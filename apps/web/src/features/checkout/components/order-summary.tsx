import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ShoppingBag from '@mui/icons-material/ShoppingBag'
import { AddressCard } from '@/features/address'
import { useCheckoutBasket } from '@/features/basket'
import { unitPrice } from '@/features/basket'
import { useSavedCards } from '@/features/payment'
import { useSession } from '@/lib/session'
import { checkoutChoice, clearCheckout } from './checkout-storage'
import { OrderItemsTable } from './order-items-table'
import { OrderTotals } from './order-totals'
import { useOrderTotals } from './use-order-totals'

/** "Card ending in 1234" for a saved card, "digital wallet" for the wallet. */
function PaymentMethod({ paymentId }: { paymentId: string | null }) {
  const { t } = useTranslation()
  const cards = useSavedCards()
  const card = cards.data?.find(({ id }) => String(id) === paymentId)
  let text = t('NO_PAYMENT_CHOSEN')
  if (paymentId === 'wallet') text = t('LABEL_DIGITAL_WALLET')
  else if (card) text = t('LABEL_CARD_ENDING', { digits: card.cardNum.slice(-4) })
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('LABEL_PAYMENT_METHOD')}>
      <Typography variant="subtitle2" component="h2">
        {t('LABEL_PAYMENT_METHOD')}
      </Typography>
      <Typography>{text}</Typography>
    </Paper>
  )
}

/** Everything the order will be: address, payment, items and totals; placing it leads to the confirmation. */
export function OrderSummary() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { role } = useSession()
  const { basket, products, totals, bonus } = useOrderTotals()
  const [addressId, deliveryMethodId, paymentId] = [
    checkoutChoice('addressId'),
    checkoutChoice('deliveryMethodId'),
    checkoutChoice('paymentId'),
  ]
  const checkout = useCheckoutBasket()
  const ready = products.length > 0 && addressId !== null && deliveryMethodId !== null && paymentId !== null

  function placeOrder() {
    if (!ready) return
    const couponData = checkoutChoice('couponData') ?? undefined
    checkout.mutate(
      { couponData, orderDetails: { addressId, deliveryMethodId, paymentId } },
      {
        onSuccess: (orderId) => {
          clearCheckout()
          void navigate(`/order-completion/${orderId}`)
        },
      },
    )
  }

  if (basket.isLoading) return <LinearProgress aria-label={t('LOADING')} /> // not isPending: without a basket id the query never runs
  return (
    <Stack spacing={2}>
      {basket.isError && <Alert severity="error">{basket.error.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <AddressCard addressId={addressId} titleKey="LABEL_DELIVERY_ADDRESS" />
        <PaymentMethod paymentId={paymentId} />
      </Stack>
      {products.length === 0 ? (
        <Typography color="text.secondary">{t('EMPTY_BASKET')}</Typography>
      ) : (
        <OrderItemsTable
          lines={products.map((product) => ({
            key: product.BasketItem.id,
            name: product.name,
            price: unitPrice(product, role),
            quantity: product.BasketItem.quantity,
            total: unitPrice(product, role) * product.BasketItem.quantity,
          }))}
        />
      )}
      <OrderTotals {...totals} bonus={bonus} />
      {checkout.isError && (
        <Alert severity="error" data-testid="checkout-failure">
          {checkout.error.message}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<ShoppingBag />}
        disabled={!ready || checkout.isPending}
        onClick={placeOrder}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('BTN_PLACE_ORDER')}
      </Button>
    </Stack>
  )
}
