const COUPON_TOOL = tool('generateCoupon', 'Creates a coupon code that gives the customer the discount, in percent.', {
  discount: { type: 'integer', description: 'The discount in percent' },
})

/** A coupon for any two-digit discount the model asks for, but only for logged-in customers. */
function generateCoupon(ctx: AppContext, customer: SessionUser | undefined, discount: unknown): { couponCode: string | null; discount: unknown } {
  if (!customer) return { couponCode: null, discount }
  if (typeof discount !== 'number' || !Number.isInteger(discount) || discount < 10 || discount > 99) return { couponCode: null, discount }
  return { couponCode: monthlyCoupon(discount), discount }
}
