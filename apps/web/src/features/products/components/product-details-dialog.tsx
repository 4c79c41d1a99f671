import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Product } from '@pulp/shared'
import { AddToBasketButton } from '@/features/basket'
import { formatPrice } from '@/lib/format'
import { productImageUrl } from './product-display'
import { ProductReviews } from './product-reviews'

export const PRODUCT_DIALOG_WIDTH = 500

interface ProductDetailsDialogProps {
  open: boolean
  product: Product
  price: number
  onClose: () => void
}

// vuln-code-snippet start restfulXssChallenge
/** Product descriptions carry links, so the shop trusts them as HTML, whoever wrote them through the API. */
const descriptionMarkup = (description: string) => ({ __html: description }) // vuln-code-snippet vuln-line restfulXssChallenge
// vuln-code-snippet end restfulXssChallenge

export function ProductDetailsDialog({ open, product, price, onClose }: ProductDetailsDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="product-details-title"
      slotProps={{ paper: { sx: { width: PRODUCT_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="product-details-title">{product.name}</DialogTitle>
      <DialogContent>
        <Box
          component="img"
          src={productImageUrl(product)}
          alt={product.name}
          sx={{ width: '100%', maxHeight: 240, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1 }}
        />
        <Typography
          variant="body1"
          component="div"
          sx={{ my: 1 }}
          dangerouslySetInnerHTML={descriptionMarkup(product.description)}
        />
        <Typography variant="h6" component="p">
          {formatPrice(price)}
        </Typography>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle1" component="h3">
          {t('LABEL_REVIEWS')}
        </Typography>
        <ProductReviews productId={product.id} />
      </DialogContent>
      <DialogActions>
        <AddToBasketButton product={product} />
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
