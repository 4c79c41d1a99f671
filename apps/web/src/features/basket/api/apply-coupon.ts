import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { getBasketId } from '@/lib/auth-storage'
import { forgetCheckoutChoice, storeCheckoutChoice } from '@/features/checkout/components/checkout-storage'
import { basketQueryKey } from './get-basket'

/** Midnight at the start of the given day in GMT+1, where the campaigns ran. */
const campaignDay = (year: number, monthIndex: number, day: number) => Date.UTC(year, monthIndex, day) - 3_600_000

/** Campaign coupons: each one is valid on its day only (checked here; the order carries the date). */
export const CAMPAIGNS: Record<string, { discount: number; validOn: number }> = {
  WMNSDY2019: { discount: 75, validOn: campaignDay(2019, 2, 8) },
  WMNSDY2020: { discount: 60, validOn: campaignDay(2020, 2, 8) },
  WMNSDY2021: { discount: 60, validOn: campaignDay(2021, 2, 8) },
  WMNSDY2022: { discount: 60, validOn: campaignDay(2022, 2, 8) },
  WMNSDY2023: { discount: 60, validOn: campaignDay(2023, 2, 8) },
  ORANGE2020: { discount: 50, validOn: campaignDay(2020, 4, 4) },
  ORANGE2021: { discount: 40, validOn: campaignDay(2021, 4, 4) },
  ORANGE2022: { discount: 40, validOn: campaignDay(2022, 4, 4) },
  ORANGE2023: { discount: 40, validOn: campaignDay(2023, 4, 4) },
}

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
        storeCheckoutChoice('couponData', btoa(`${coupon}-${clientDate}`))
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
