import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar-provider'
import { formatPrice } from '@/lib/format'
import { useBecomeDeluxe, type PaymentMode } from '../api/become-deluxe'
import { useTopUpWallet } from '../api/top-up-wallet'
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
  const topUp = useTopUpWallet()
  const joining = useBecomeDeluxe()
  const showSnackbar = useSnackbar()

  return async ({ mode, cardId, amount }) => {
    if (entity === 'wallet') {
      const balance = await topUp.mutateAsync({ amount, paymentId: cardId ?? Number.NaN })
      clearTopUpAmount()
      showSnackbar(t('CHARGED_WALLET', { balance: formatPrice(balance) }))
      await navigate('/wallet')
      return
    }
    const payment = mode === 'wallet' ? { paymentMode: mode } : { paymentMode: mode, paymentId: cardId ?? undefined }
    await joining.mutateAsync(payment)
    showSnackbar(t('CONFIRM_DELUXE_MEMBERSHIP'))
    await navigate('/search')
  }
}
