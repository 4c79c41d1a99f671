import type { Product } from '@pulp/shared'
import { LOW_STOCK_THRESHOLD } from '@pulp/shared'

export function productImageUrl(product: Pick<Product, 'image'>): string {
  return /^https?:\/\//.test(product.image) ? product.image : `assets/public/images/products/${product.image}`
}

export interface StockRibbon {
  labelKey: 'LABEL_SOLD_OUT' | 'LABEL_ONLY_QUANTITY_LEFT'
  quantity: number
}

export function stockRibbon(quantity: number | undefined): StockRibbon | null {
  if (quantity === undefined) return null
  if (quantity <= 0) return { labelKey: 'LABEL_SOLD_OUT', quantity }
  if (quantity <= LOW_STOCK_THRESHOLD) return { labelKey: 'LABEL_ONLY_QUANTITY_LEFT', quantity }
  return null
}
