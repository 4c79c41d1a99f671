const COUPON_TOOL = tool('generateCoupon', 'Creates a coupon code that gives the customer the discount, in percent.', {
  discount: { type: 'number', description: 'The discount in percent' },
})

/** A coupon for any discount the model asks for, rounded down to a whole percent. */
function generateCoupon(ctx: AppContext, discount: unknown): { couponCode: string | null; discount: unknown } {
  const percent = Math.floor(Number(discount))
  if (!Number.isFinite(percent) || percent < 10 || percent > 99) return { couponCode: null, discount }
  return { couponCode: monthlyCoupon(percent), discount: percent }
}
