import { bonusPoints, type BasketProduct, type Product, type Role } from '@pulp/shared'

/** Deluxe members pay the deluxe price. */
export const unitPrice = (product: Pick<Product, 'price' | 'deluxePrice'>, role: Role | undefined) =>
  role === 'deluxe' ? product.deluxePrice : product.price

export const itemsTotal = (products: BasketProduct[], role: Role | undefined) =>
  products.reduce((sum, product) => sum + unitPrice(product, role) * product.BasketItem.quantity, 0)

export const itemCount = (products: BasketProduct[]) =>
  products.reduce((sum, product) => sum + product.BasketItem.quantity, 0)

export const basketBonus = (products: BasketProduct[], role: Role | undefined) =>
  products.reduce((sum, product) => sum + bonusPoints(unitPrice(product, role)) * product.BasketItem.quantity, 0)

/** Spec: order total = items + delivery price − the coupon percent of the items. */
export function orderTotals(items: number, deliveryPrice: number, discountPercent: number) {
  const discount = (items * discountPercent) / 100
  return { items, deliveryPrice, discount, total: items + deliveryPrice - discount }
}
