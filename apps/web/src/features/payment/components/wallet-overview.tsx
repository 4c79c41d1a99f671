import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ArrowForward from '@mui/icons-material/ArrowForward'
import { formatPrice } from '@/lib/format'
import { useForm } from '@/lib/use-form'
import { useWalletBalance } from '../api/get-wallet-balance'
import { storeTopUpAmount, TOP_UP_LIMITS, topUpAmountError } from './wallet-top-up'

const validateTopUp = ({ amount }: { amount: string }) => ({ amount: topUpAmountError(amount) })

/** The wallet's balance and the amount to top it up by; the payment page charges a card for it. */
export function WalletOverview() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const balance = useWalletBalance()
  const { fields, valid, bind } = useForm({ amount: '' }, validateTopUp, TOP_UP_LIMITS)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid) return
    storeTopUpAmount(Number(fields.amount))
    void navigate('/payment/wallet')
  }

  return (
    <Stack spacing={2}>
      {balance.isError && <Alert severity="error">{balance.error.message}</Alert>}
      <Typography variant="h4" component="p" data-testid="wallet-balance" aria-label={t('LABEL_WALLET_BALANCE')}>
        {balance.data === undefined ? '…' : formatPrice(balance.data)}
      </Typography>
      <Stack component="form" spacing={1} onSubmit={submit} noValidate>
        <TextField
          label={t('LABEL_TOP_UP_AMOUNT')}
          type="number"
          required
          slotProps={{ input: { endAdornment: <InputAdornment position="end">¤</InputAdornment> } }}
          {...bind('amount')}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<ArrowForward />}
          disabled={!valid}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('BTN_CONTINUE')}
        </Button>
      </Stack>
    </Stack>
  )
}
