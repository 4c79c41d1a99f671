import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import AddShoppingCart from '@mui/icons-material/AddShoppingCart'
import type { Product } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { useAddToBasket } from '../api/add-to-basket'

/** Puts one of the product into the basket and says so; shown to logged-in users only. */
export function AddToBasketButton({ product, fullWidth = false }: { product: Product; fullWidth?: boolean }) {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const showSnackbar = useSnackbar()
  const addToBasket = useAddToBasket()
  if (!isLoggedIn) return null
  const add = () =>
    addToBasket.mutate(product, {
      onSuccess: (messageKey) => showSnackbar(t(messageKey, { product: product.name })),
      onError: (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
    })
  return (
    <Button
      variant="contained"
      size="small"
      fullWidth={fullWidth}
      startIcon={<AddShoppingCart />}
      disabled={addToBasket.isPending}
      onClick={add}
      aria-label={t('BTN_ADD_TO_BASKET_NAMED', { product: product.name })}
    >
      {t('BTN_ADD_TO_BASKET')}
    </Button>
  )
}
