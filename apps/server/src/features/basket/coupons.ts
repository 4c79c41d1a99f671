import { CAMPAIGNS, readMonthlyCouponText, z85Decode } from '@pulp/shared'

/**
 * The discount of a monthly coupon, or null when it is not one of this month's. The coupon is nothing but the
 * z85 text of `MMMYY-NN`: no signature, no list of issued coupons, so anyone who spots the pattern can mint one.
 */
// vuln-code-snippet start forgedCouponChallenge
export function monthlyCouponDiscount(coupon: string, now = new Date()): number | null {
  const plain = z85Decode(coupon) // vuln-code-snippet vuln-line forgedCouponChallenge
  const parts = plain === null ? null : readMonthlyCouponText(plain)
  if (!parts) return null
  const isCurrent = parts.month === now.getMonth() && parts.year === now.getFullYear() % 100
  return isCurrent ? parts.discount : null // vuln-code-snippet vuln-line forgedCouponChallenge
}
// vuln-code-snippet end forgedCouponChallenge

export interface CampaignRedemption {
  code: string
  discount: number
  validOn: number
}

/**
 * A campaign coupon sent with the checkout: `couponData` is base64 of `<CODE>-<ms of the client's midnight>`.
 * The campaign applies when that date is the campaign's day, and the date is the client's word for it.
 */
// vuln-code-snippet start manipulateClockChallenge
export function campaignRedemption(couponData: string): CampaignRedemption | null {
  const [code, clientDate] = Buffer.from(couponData, 'base64').toString('latin1').split('-')
  const campaign = Object.hasOwn(CAMPAIGNS, code) ? CAMPAIGNS[code] : undefined
  if (!campaign || Number(clientDate) !== campaign.validOn) return null // vuln-code-snippet vuln-line manipulateClockChallenge
  return { code, discount: campaign.discount, validOn: campaign.validOn }
}
// vuln-code-snippet end manipulateClockChallenge
