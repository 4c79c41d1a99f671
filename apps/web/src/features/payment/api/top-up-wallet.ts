import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { walletBalanceQueryKey } from './get-wallet-balance'

export interface WalletTopUp {
  amount: number
  /** The saved card charged for it. */
  paymentId: number
}

/** Adds `amount` to the wallet, charged to the saved card `paymentId`. */
export async function topUpWallet({ amount, paymentId }: WalletTopUp): Promise<void> {
  await apiRequest('/rest/wallet/balance', { method: 'PUT', body: { balance: amount, paymentId } })
}

/** Topping the wallet up; the balance reloads before the promise settles. */
export function useTopUpWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: topUpWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey }),
  })
}
