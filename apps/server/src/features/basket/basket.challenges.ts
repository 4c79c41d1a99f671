import { defineDetectors } from '../../training/detectors'
import { christmasSpecialProductId } from './basket.repo'

/** The least discount of a forged monthly coupon that counts. */
const FORGED_DISCOUNT = 80

/**
 * View Basket: someone else's basket opened. Manipulate Basket: an item stored in someone else's basket.
 * Payback Time: an order with a negative total. Forged Coupon: a checkout with a monthly coupon of 80% or more.
 * Expired Coupon: a campaign coupon redeemed on its (long past) day. Christmas Special: the 2014 box ordered.
 */
export const basketDetectors = defineDetectors(
  ['basketAccessChallenge', 'basketManipulateChallenge', 'negativeOrderChallenge', 'forgedCouponChallenge', 'manipulateClockChallenge', 'christmasSpecialChallenge'],
  (ctx) => {
    const christmasProductId = christmasSpecialProductId()
    ctx.bus.on('basket:viewed', ({ ownerId, callerId }) => {
      if (ownerId !== callerId) ctx.training.solve('basketAccessChallenge')
    })
    ctx.bus.on('basket:item-added', ({ ownerId, callerId }) => {
      if (ownerId !== callerId) ctx.training.solve('basketManipulateChallenge')
    })
    ctx.bus.on('basket:checked-out', ({ order, couponDiscount, campaignValidOn, productIds }) => {
      if (order.totalPrice < 0) ctx.training.solve('negativeOrderChallenge')
      if (couponDiscount !== null && couponDiscount >= FORGED_DISCOUNT) ctx.training.solve('forgedCouponChallenge')
      if (campaignValidOn !== null && campaignValidOn < Date.now()) ctx.training.solve('manipulateClockChallenge')
      if (productIds.includes(christmasProductId)) ctx.training.solve('christmasSpecialChallenge')
    })
  },
)
