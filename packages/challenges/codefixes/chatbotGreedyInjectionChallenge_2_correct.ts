const COUPON_TOOL = tool('generateCoupon', 'Creates a coupon code that gives the customer the discount, in percent (10 at most).', {
  discount: { type: 'integer', minimum: 10, maximum: POLICY_MAX_DISCOUNT, description: 'The discount in percent' },
})

/** A coupon of at most the policy's discount: the limit is checked here, whatever the model asks for. */
function generateCoupon(ctx: AppContext, discount: unknown): { couponCode: string | null; discount: unknown } {
  if (typeof discount !== 'number' || !Number.isInteger(discount) || discount < 10 || discount > POLICY_MAX_DISCOUNT) return { couponCode: null, discount }
  return { couponCode: monthlyCoupon(discount), discount }
}
