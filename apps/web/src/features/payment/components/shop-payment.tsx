import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet'
import ArrowForward from '@mui/icons-material/ArrowForward'
import { CouponForm } from '@/features/basket'
import { storeCheckoutChoice } from '@/features/checkout'
import { useOrderTotals } from '@/features/checkout'
import { formatPrice } from '@/lib/format'
import { useWalletBalance } from '../api/get-wallet-balance'
import { CardChooser } from './card-chooser'

/** The order's payment: a saved or new card, or the wallet when it holds enough; a coupon can still be added. */
export function ShopPayment() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { totals } = useOrderTotals()
  const balance = useWalletBalance().data
  const [cardId, setCardId] = useState<number | null>(null)
  const [walletTooLow, setWalletTooLow] = useState(false)

  function payWith(paymentId: number | 'wallet') {
    storeCheckoutChoice('paymentId', paymentId)
    void navigate('/order-summary')
  }

  function payWithWallet() {
    if ((balance ?? 0) < totals.total) return setWalletTooLow(true)
    payWith('wallet')
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p" data-testid="amount-due">
        {t('LABEL_AMOUNT_DUE', { amount: formatPrice(totals.total) })}
      </Typography>
      <CardChooser cardId={cardId} onSelect={setCardId} />
      <Divider />
      <CouponForm />
      <Divider />
      {walletTooLow && <Alert severity="error">{t('INSUFFICIENT_WALLET_BALANCE')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          endIcon={<ArrowForward />}
          disabled={cardId === null}
          onClick={() => {
            if (cardId !== null) payWith(cardId)
          }}
        >
          {t('BTN_CONTINUE_WITH_CARD')}
        </Button>
        <Button variant="outlined" startIcon={<AccountBalanceWallet />} onClick={payWithWallet}>
          {t('BTN_PAY_WITH_WALLET', { balance: formatPrice(balance ?? 0) })}
        </Button>
      </Stack>
    </Stack>
  )
}
