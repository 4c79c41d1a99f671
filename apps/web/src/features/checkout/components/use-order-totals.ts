import { useBasket } from '@/features/basket'
import { basketBonus, itemsTotal, orderTotals } from '@/features/basket'
import { useSession } from '@/lib/session'
import { useDeliveryMethod } from '../api/get-delivery-methods'
import { checkoutChoice, couponDiscount } from './checkout-storage'

/** What the order being checked out costs: the basket at the member's prices, the delivery, the coupon. */
export function useOrderTotals() {
  const { role } = useSession()
  const basket = useBasket()
  const delivery = useDeliveryMethod(checkoutChoice('deliveryMethodId'))
  const products = basket.data?.Products ?? []
  return {
    basket,
    products,
    totals: orderTotals(itemsTotal(products, role), delivery.data?.price ?? 0, couponDiscount()),
    bonus: basketBonus(products, role),
  }
}
