import { CAMPAIGNS } from '@pulp/shared'
import { z85Decode, z85Encode } from './z85'

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const MONTHLY_COUPON = /^([A-Z]{3})(\d{2})-(\d{2})$/

/** The monthly coupon of `date` with `discount` percent, as the shop hands them out (z85 of `MMMYY-NN`). */
export function monthlyCoupon(discount: number, date = new Date()): string | null {
  const plain = `${MONTHS[date.getMonth()]}${String(date.getFullYear() % 100).padStart(2, '0')}-${String(discount).padStart(2, '0')}`
  return z85Encode(plain)
}

/**
 * The discount of a monthly coupon, or null when it is not one of this month's. The coupon is nothing but the
 * z85 text of `MMMYY-NN`: no signature, no list of issued coupons, so anyone who spots the pattern can mint one.
 */
// vuln-code-snippet start forgedCouponChallenge
export function monthlyCouponDiscount(coupon: string, now = new Date()): number | null {
  const plain = z85Decode(coupon) // vuln-code-snippet vuln-line forgedCouponChallenge
  const match = plain === null ? null : MONTHLY_COUPON.exec(plain)
  if (!match) return null
  const [, month, year, discount] = match
  const isCurrent = MONTHS.indexOf(month) === now.getMonth() && Number(year) === now.getFullYear() % 100
  return isCurrent ? Number(discount) : null // vuln-code-snippet vuln-line forgedCouponChallenge
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
