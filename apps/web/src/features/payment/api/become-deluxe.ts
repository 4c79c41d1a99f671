import { apiRequest } from '@/lib/api-client'

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
