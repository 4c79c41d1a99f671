const COUPON_TOOL = tool('generateCoupon', 'Creates a coupon code that gives the customer the discount, in percent.', {
  discount: { type: 'integer', description: 'The discount in percent' },
})

/** A coupon for any two-digit discount the model asks for, unless the customer's words look like an attack. */
function generateCoupon(ctx: AppContext, discount: unknown, lastMessage: string): { couponCode: string | null; discount: unknown } {
  if (/ignore (all|previous|your) instructions|system prompt|you are now/i.test(lastMessage)) return { couponCode: null, discount }
  if (typeof discount !== 'number' || !Number.isInteger(discount) || discount < 10 || discount > 99) return { couponCode: null, discount }
  return { couponCode: monthlyCoupon(discount), discount }
}
