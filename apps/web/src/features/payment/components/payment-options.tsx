import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet'
import Payment from '@mui/icons-material/Payment'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import type { PaymentMode } from '../api/become-deluxe'
import { useDeluxeMembershipCost } from '../api/get-deluxe-status'
import { useWalletBalance } from '../api/get-wallet-balance'
import { CardChooser } from './card-chooser'
import { usePayment, type PaymentEntity } from './use-payment'
import { pendingTopUpAmount } from './wallet-top-up'

/** The amount due: the chosen top-up, or the membership cost (with the server's reason when joining is refused). */
function useAmountDue(entity: PaymentEntity): { amount: number | null; problem: string | null } {
  const { t } = useTranslation()
  const cost = useDeluxeMembershipCost(entity === 'deluxe')
  if (entity === 'wallet') {
    const amount = pendingTopUpAmount()
    return { amount, problem: amount === null ? t('NO_TOP_UP_AMOUNT') : null }
  }
  return { amount: cost.data ?? null, problem: cost.isError ? cost.error.message : null }
}

function WalletPaymentButton({ disabled, onPay }: { disabled: boolean; onPay: () => void }) {
  const { t } = useTranslation()
  const balance = useWalletBalance().data
  return (
    <Button variant="outlined" startIcon={<AccountBalanceWallet />} disabled={disabled} onClick={onPay}>
      {t('BTN_PAY_WITH_WALLET', { balance: formatPrice(balance ?? 0) })}
    </Button>
  )
}

/** Choose or add a card (or, for the membership, the wallet) and pay what the entity costs. */
export function PaymentOptions({ entity }: { entity: PaymentEntity }) {
  const { t } = useTranslation()
  const { amount, problem } = useAmountDue(entity)
  const pay = usePayment(entity)
  const [cardId, setCardId] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const blocked = amount === null || pending

  async function payWith(mode: PaymentMode) {
    if (amount === null) return
    setPending(true)
    setFailure(null)
    try {
      await pay({ mode, cardId, amount })
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <Stack spacing={2}>
      {problem !== null && <Alert severity="error">{problem}</Alert>}
      {failure !== null && (
        <Alert severity="error" data-testid="payment-failure">
          {failure}
        </Alert>
      )}
      {entity === 'wallet' && amount === null && (
        <Button component={RouterLink} to="/wallet" sx={{ alignSelf: 'flex-start' }}>
          {t('TITLE_WALLET')}
        </Button>
      )}
      {amount !== null && (
        <Typography variant="h6" component="p" data-testid="amount-due">
          {t('LABEL_AMOUNT_DUE', { amount: formatPrice(amount) })}
        </Typography>
      )}
      <CardChooser cardId={cardId} onSelect={setCardId} />
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          startIcon={<Payment />}
          disabled={blocked || cardId === null}
          onClick={() => void payWith('card')}
        >
          {t('BTN_PAY')}
        </Button>
        {entity === 'deluxe' && <WalletPaymentButton disabled={blocked} onPay={() => void payWith('wallet')} />}
      </Stack>
    </Stack>
  )
}
