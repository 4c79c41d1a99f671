import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { getBasketId } from '@/lib/auth-storage'
import { ordersQueryKey } from '@/features/orders'
import { walletBalanceQueryKey } from '@/features/payment'
import { basketQueryKey } from './get-basket'

export interface OrderDetails {
  /** A saved card's id, or "wallet". */
  paymentId: string
  addressId: string
  deliveryMethodId: string
}

export interface CheckoutRequest {
  /** base64 `CODE-<ms>` of a campaign coupon redeemed in the browser. */
  couponData?: string
  orderDetails: OrderDetails
}

/** Places the order for everything in the basket; answers the new order's id. */
export function useCheckoutBasket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: CheckoutRequest) =>
      (
        await apiRequest<{ orderConfirmation: string }>(`/rest/basket/${getBasketId() ?? ''}/checkout`, {
          method: 'POST',
          body: request,
        })
      ).orderConfirmation,
    onSuccess: () =>
      Promise.all(
        [basketQueryKey, ordersQueryKey, walletBalanceQueryKey, ['quantities']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
