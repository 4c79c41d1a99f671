import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar-provider'
import { storeToken } from '@/lib/auth-storage'
import { formatPrice } from '@/lib/format'
import { becomeDeluxe, type PaymentMode } from '../api/become-deluxe'
import { deluxeStatusQueryKey } from '../api/get-deluxe-status'
import { walletBalanceQuery, walletBalanceQueryKey } from '../api/get-wallet-balance'
import { topUpWallet } from '../api/top-up-wallet'
import { clearTopUpAmount } from './wallet-top-up'

/** What is paid for here on /payment/:entity (the shop's order is paid through ShopPayment). */
export type PaymentEntity = 'deluxe' | 'wallet'

export interface PaymentChoice {
  mode: PaymentMode
  cardId: number | null
  amount: number
}

/** Pays for the entity, confirms it and moves on: back to the wallet after a top-up, to the shop after joining. */
export function usePayment(entity: PaymentEntity): (choice: PaymentChoice) => Promise<void> {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const showSnackbar = useSnackbar()

  return async ({ mode, cardId, amount }) => {
    if (entity === 'wallet') {
      await topUpWallet(amount, cardId ?? Number.NaN)
      clearTopUpAmount()
      await queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      const balance = await queryClient.fetchQuery({ ...walletBalanceQuery, staleTime: 0 })
      showSnackbar(t('CHARGED_WALLET', { balance: formatPrice(balance) }))
      await navigate('/wallet')
      return
    }
    const payment = mode === 'wallet' ? { paymentMode: mode } : { paymentMode: mode, paymentId: cardId ?? undefined }
    const { token } = await becomeDeluxe(payment)
    storeToken(token)
    await queryClient.invalidateQueries({ queryKey: deluxeStatusQueryKey })
    await queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
    showSnackbar(t('CONFIRM_DELUXE_MEMBERSHIP'))
    await navigate('/search')
  }
}
