import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { storeToken } from '@/lib/auth-storage'
import { deluxeStatusQueryKey } from './get-deluxe-status'
import { walletBalanceQueryKey } from './get-wallet-balance'

export type PaymentMode = 'card' | 'wallet'

export interface DeluxePayment {
  paymentMode: PaymentMode
  /** The card's id when paying by card. */
  paymentId?: number
}

/** Pays the membership; the answer carries a new token with the deluxe role. */
export async function becomeDeluxe(payment: DeluxePayment): Promise<{ confirmation: string; token: string }> {
  return (
    await apiRequest<{ data: { confirmation: string; token: string } }>('/rest/deluxe-membership', {
      method: 'POST',
      body: payment,
    })
  ).data
}

/** Joining: the new token is kept like a login's, and the membership offer and the wallet balance reload. */
export function useBecomeDeluxe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: becomeDeluxe,
    onSuccess: async ({ token }) => {
      storeToken(token)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deluxeStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey }),
      ])
    },
  })
}
