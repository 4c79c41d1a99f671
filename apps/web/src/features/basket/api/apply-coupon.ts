import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CAMPAIGNS, campaignCouponData } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { getBasketId } from '@/lib/auth-storage'
import { forgetCheckoutChoice, storeCheckoutChoice } from '@/features/checkout'
import { basketQueryKey } from './get-basket'

/** Raised for a campaign coupon redeemed on another day than its own. */
export class ExpiredCampaignError extends Error {}

function todayAtMidnight(): number {
  const today = new Date()
  today.setHours(0, 0, 0, 0)
  return today.getTime()
}

/**
 * Redeems a coupon and returns its discount in percent. Campaign coupons are checked against the browser's date and
 * travel with the order as base64 `CODE-<midnight ms>`; monthly coupons are checked and kept by the server.
 */
export function useApplyCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (coupon: string): Promise<number> => {
      const campaign = CAMPAIGNS[coupon]
      if (campaign) {
        const clientDate = todayAtMidnight()
        if (clientDate !== campaign.validOn) throw new ExpiredCampaignError('INVALID_COUPON')
        storeCheckoutChoice('couponData', campaignCouponData(coupon, clientDate))
        return campaign.discount
      }
      const path = `/rest/basket/${getBasketId() ?? ''}/coupon/${encodeURIComponent(coupon)}`
      const { discount } = await apiRequest<{ discount: number }>(path, { method: 'PUT' })
      forgetCheckoutChoice('couponData')
      return discount
    },
    onSuccess: (discount) => storeCheckoutChoice('couponDiscount', discount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  })
}
