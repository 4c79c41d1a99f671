/** Session storage key of the amount the wallet page hands to the payment page. */
export const WALLET_TOTAL_KEY = 'walletTotal'

/** Spec: a top-up is 10 to 1000. */
export const TOP_UP_LIMITS = { min: 10, max: 1000 }

export function topUpAmountError(amount: string): string | undefined {
  if (amount.trim() === '') return 'MANDATORY_AMOUNT'
  const value = Number(amount)
  return Number.isFinite(value) && value >= TOP_UP_LIMITS.min && value <= TOP_UP_LIMITS.max ? undefined : 'AMOUNT_LIMIT'
}

export function storeTopUpAmount(amount: number): void {
  sessionStorage.setItem(WALLET_TOTAL_KEY, String(amount))
}

/** The amount chosen on the wallet page, if it is a valid top-up. */
export function pendingTopUpAmount(): number | null {
  const amount = sessionStorage.getItem(WALLET_TOTAL_KEY) ?? ''
  return topUpAmountError(amount) === undefined ? Number(amount) : null
}

export function clearTopUpAmount(): void {
  sessionStorage.removeItem(WALLET_TOTAL_KEY)
}
