const COUPON_TOOL = tool('generateCoupon', 'Asks the shop for a coupon for a customer whose own order is late; the shop decides.', {
  orderId: { type: 'string', description: "The id of the customer's late order" },
})

/** The policy in code: one 10 % coupon, only for a logged-in customer whose own order is still not delivered. */
function generateCoupon(ctx: AppContext, customer: SessionUser | undefined, orderId: unknown): { couponCode: string | null; discount: number } {
  const order = customer && typeof orderId === 'string' ? ownOrder(ctx.docs, orderId, maskEmail(customer.email)) : undefined
  if (!order || order.delivered) return { couponCode: null, discount: 0 }
  return { couponCode: monthlyCoupon(POLICY_DISCOUNT), discount: POLICY_DISCOUNT }
}
