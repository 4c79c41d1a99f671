const COUPON_TOOL = tool('generateCoupon', 'Creates a coupon code that gives the customer the discount, in percent. Never more than 10 percent!', {
  discount: { type: 'integer', description: 'The discount in percent' },
})

/** A coupon for any two-digit discount the model asks for: the coupon policy is only written in the prompt. */
function generateCoupon(ctx: AppContext, discount: unknown): { couponCode: string | null; discount: unknown } {
  if (typeof discount !== 'number' || !Number.isInteger(discount) || discount < 10 || discount > 99) return { couponCode: null, discount }
  return { couponCode: monthlyCoupon(discount), discount }
}
