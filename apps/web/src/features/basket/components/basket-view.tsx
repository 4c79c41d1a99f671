import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import Delete from '@mui/icons-material/Delete'
import Remove from '@mui/icons-material/Remove'
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout'
import { useSnackbar } from '@/components/snackbar-provider'
import { OrderTotals } from '@/features/checkout'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { useSession } from '@/lib/session'
import type { BasketProduct } from '@pulp/shared'
import { useBasket } from '../api/get-basket'
import { useRemoveBasketItem } from '../api/remove-basket-item'
import { useUpdateBasketItemQuantity } from '../api/update-basket-item'
import { basketBonus, itemsTotal, unitPrice } from './basket-prices'
import { CouponForm } from './coupon-form'

/** Spec: the minus button never takes a quantity below 1. */
const MIN_QUANTITY = 1

function BasketRow({ product }: { product: BasketProduct }) {
  const { t } = useTranslation()
  const { role } = useSession()
  const showSnackbar = useSnackbar()
  const updateQuantity = useUpdateBasketItemQuantity()
  const removeItem = useRemoveBasketItem()
  const { id: itemId, quantity } = product.BasketItem
  const onError = (error: unknown) => showSnackbar(errorMessage(error), { severity: 'error' })
  const setQuantity = (next: number) => updateQuantity.mutate({ itemId, quantity: next }, { onError })
  const busy = updateQuantity.isPending || removeItem.isPending
  const price = unitPrice(product, role)
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {product.name}
      </TableCell>
      <TableCell align="right">{formatPrice(price)}</TableCell>
      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          aria-label={t('BTN_DECREASE_QUANTITY', { product: product.name })}
          disabled={busy || quantity <= MIN_QUANTITY}
          onClick={() => setQuantity(quantity - 1)}
        >
          <Remove fontSize="small" />
        </IconButton>
        <span data-testid={`quantity-${product.id}`}>{quantity}</span>
        <IconButton
          size="small"
          aria-label={t('BTN_INCREASE_QUANTITY', { product: product.name })}
          disabled={busy}
          onClick={() => setQuantity(quantity + 1)}
        >
          <Add fontSize="small" />
        </IconButton>
      </TableCell>
      <TableCell align="right">{formatPrice(price * quantity)}</TableCell>
      <TableCell align="right">
        <IconButton
          aria-label={t('BTN_REMOVE_FROM_BASKET', { product: product.name })}
          disabled={busy}
          onClick={() => removeItem.mutate(itemId, { onError })}
        >
          <Delete />
        </IconButton>
      </TableCell>
    </TableRow>
  )
}

/** The logged-in user's basket: quantities, removal, a coupon, the totals and the way to checkout. */
export function BasketView() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { role } = useSession()
  const basket = useBasket()
  // isLoading, not isPending: without a basket id (a session from before the login stored one) the query never runs
  if (basket.isLoading) return <LinearProgress aria-label={t('LOADING')} />
  if (basket.isError) return <Alert severity="error">{basket.error.message}</Alert>
  const products = basket.data?.Products ?? []
  if (products.length === 0) return <Typography color="text.secondary">{t('EMPTY_BASKET')}</Typography>
  const items = itemsTotal(products, role)
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('TITLE_BASKET')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_PRODUCT')}</TableCell>
            <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
            <TableCell align="center">{t('LABEL_QUANTITY')}</TableCell>
            <TableCell align="right">{t('LABEL_TOTAL')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <BasketRow key={product.BasketItem.id} product={product} />
          ))}
        </TableBody>
      </Table>
      <OrderTotals items={items} total={items} bonus={basketBonus(products, role)} />
      <CouponForm />
      <Button
        variant="contained"
        startIcon={<ShoppingCartCheckout />}
        onClick={() => void navigate('/address/select')}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('BTN_CHECKOUT')}
      </Button>
    </Stack>
  )
}
