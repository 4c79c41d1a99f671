/** Session storage keys of the choices a checkout collects on its way to the order summary. */
const CHECKOUT_KEYS = {
  addressId: 'addressId',
  deliveryMethodId: 'deliveryMethodId',
  paymentId: 'paymentId',
  couponDiscount: 'couponDiscount',
  couponData: 'couponDetails',
} as const

type CheckoutChoice = keyof typeof CHECKOUT_KEYS

export function storeCheckoutChoice(choice: CheckoutChoice, value: string | number): void {
  sessionStorage.setItem(CHECKOUT_KEYS[choice], String(value))
}

export function checkoutChoice(choice: CheckoutChoice): string | null {
  return sessionStorage.getItem(CHECKOUT_KEYS[choice])
}

export function forgetCheckoutChoice(choice: CheckoutChoice): void {
  sessionStorage.removeItem(CHECKOUT_KEYS[choice])
}

/** After an order: the next checkout starts from scratch. */
export function clearCheckout(): void {
  Object.values(CHECKOUT_KEYS).forEach((key) => sessionStorage.removeItem(key))
}

/** The coupon discount in percent, 0 without a coupon. */
export function couponDiscount(): number {
  return Number(checkoutChoice('couponDiscount') ?? 0) || 0
}
