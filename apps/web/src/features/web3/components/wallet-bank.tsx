import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { abiCall, type LocalChainInfo } from '@pulp/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '@/lib/api-client'
import { useChainNumber } from '../api/read-chain'
import { useRegisterExploitWallet } from '../api/register-exploit-wallet'
import { useSendChainTransactions } from '../api/send-chain-transaction'
import { formatUnits, parseUnits } from '../wallet/ethereum-provider'
import { useChainWallet } from '../wallet/use-chain-wallet'
import { TransactionOutcome } from './transaction-outcome'
import { WalletChooser } from './wallet-chooser'

const NO_ACCOUNT = `0x${'0'.repeat(40)}`

/** Deposits into and withdrawals from the shop's ETH wallet bank, and registering the wallet the shop listens for. */
export function WalletBank({ chain }: { chain: LocalChainInfo }) {
  const { t } = useTranslation()
  const wallet = useChainWallet(chain)
  const bank = chain.contracts.EthWalletBank
  const from = wallet.account
  const balance = useChainNumber(chain, bank.address, abiCall(bank.selectors['balances(address)'], [from ?? NO_ACCOUNT]))
  const send = useSendChainTransactions()
  const register = useRegisterExploitWallet()
  const [amount, setAmount] = useState('1')
  const value = parseUnits(amount)

  const deposit = () =>
    from && value !== null && send.mutate({ provider: wallet.provider, transactions: [{ from, to: bank.address, data: abiCall(bank.selectors['deposit()']), value }] })
  const withdraw = () =>
    from && value !== null && send.mutate({ provider: wallet.provider, transactions: [{ from, to: bank.address, data: abiCall(bank.selectors['withdraw(uint256)'], [value]) }] })

  return (
    <Stack spacing={2}>
      <WalletChooser chain={chain} wallet={wallet} />
      <Typography variant="body2">{t('WALLET_BANK_ADDRESS', { address: bank.address })}</Typography>
      <Divider />
      <Typography variant="h6" component="p" data-testid="bank-balance">
        {t('WALLET_BANK_BALANCE', { amount: balance.data === undefined ? '…' : formatUnits(balance.data) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('WALLET_BANK_AMOUNT')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={value === null}
          helperText={value === null ? t('WEB3_AMOUNT_INVALID') : ' '}
        />
        <Button variant="contained" onClick={deposit} disabled={!from || value === null || send.isPending}>
          {t('WALLET_BANK_DEPOSIT')}
        </Button>
        <Button variant="outlined" onClick={withdraw} disabled={!from || value === null || send.isPending}>
          {t('WALLET_BANK_WITHDRAW')}
        </Button>
      </Stack>
      <TransactionOutcome outcome={send} />
      <Button variant="outlined" color="secondary" onClick={() => from && register.mutate(from)} disabled={!from || register.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('WALLET_BANK_REGISTER')}
      </Button>
      {register.isSuccess && <Alert severity="success">{t('WALLET_BANK_REGISTERED', { address: from })}</Alert>}
      {register.isError && <Alert severity="error">{errorMessage(register.error)}</Alert>}
    </Stack>
  )
}
