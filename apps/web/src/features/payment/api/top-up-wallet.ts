import { apiRequest } from '@/lib/api-client'

/** Adds `amount` to the wallet, charged to the saved card `paymentId`. */
export async function topUpWallet(amount: number, paymentId: number): Promise<void> {
  await apiRequest('/rest/wallet/balance', { method: 'PUT', body: { balance: amount, paymentId } })
}
