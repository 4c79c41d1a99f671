import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { walletBalanceQuery } from './get-wallet-balance'

export interface WalletTopUp {
  amount: number
  /** The saved card charged for it. */
  paymentId: number
}

/** Adds `amount` to the wallet, charged to the saved card `paymentId`. */
export async function topUpWallet({ amount, paymentId }: WalletTopUp): Promise<void> {
  await apiRequest('/rest/wallet/balance', { method: 'PUT', body: { balance: amount, paymentId } })
}

/** Topping the wallet up; resolves with the new balance, which the balance query then holds. */
export function useTopUpWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (topUp: WalletTopUp) => {
      await topUpWallet(topUp)
      return queryClient.fetchQuery({ ...walletBalanceQuery, staleTime: 0 })
    },
  })
}
