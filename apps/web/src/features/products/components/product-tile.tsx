import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Product } from '@pulp/shared'
import { AddToBasketButton } from '@/features/basket'
import { formatPrice } from '@/lib/format'
import { productImageUrl, stockRibbon } from './product-display'

interface ProductTileProps {
  product: Product
  price: number
  stock: number | undefined
  onOpen: (product: Product) => void
}

export function ProductTile({ product, price, stock, onOpen }: ProductTileProps) {
  const { t } = useTranslation()
  const ribbon = stockRibbon(stock)
  return (
    <Card
      component="article"
      aria-label={product.name}
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {ribbon && (
        // A plain label shaped like a small chip (MUI's Chip would add its code to the first page for a text).
        // Dark red with white and light orange with black: both readable (WCAG AA contrast), unlike the defaults.
        <Typography
          component="span"
          variant="caption"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            zIndex: 1,
            px: 1,
            lineHeight: '24px',
            borderRadius: 3,
            ...(ribbon.labelKey === 'LABEL_SOLD_OUT'
              ? { bgcolor: 'error.dark', color: 'common.white' }
              : { bgcolor: 'warning.light', color: 'common.black' }),
          }}
        >
          {t(ribbon.labelKey, { quantity: ribbon.quantity })}
        </Typography>
      )}
      <CardActionArea onClick={() => onOpen(product)} sx={{ flex: 1 }}>
        <CardMedia
          component="img"
          image={productImageUrl(product)}
          alt={product.name}
          sx={{ height: 200, objectFit: 'contain', bgcolor: 'common.white' }}
        />
        <CardContent>
          <Typography variant="subtitle1" component="h3">
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPrice(price)}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions>
        <AddToBasketButton product={product} fullWidth />
      </CardActions>
    </Card>
  )
}
