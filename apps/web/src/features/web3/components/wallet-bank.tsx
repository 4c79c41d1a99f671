import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { abiCall, type LocalChainInfo } from '@pulp/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { errorMessage } from '@/lib/api-client'
import { useChainNumber } from '../api/read-chain'
import { useRegisterExploitWallet } from '../api/register-exploit-wallet'
import { useSendChainTransactions } from '../api/send-chain-transaction'
import { NO_ACCOUNT, parseUnits } from '../wallet/ethereum-provider'
import { useChainWallet } from '../wallet/use-chain-wallet'
import { AmountField, ChainBalance } from './chain-fields'
import { TransactionOutcome } from './transaction-outcome'
import { WalletChooser } from './wallet-chooser'


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
      <ChainBalance textKey="WALLET_BANK_BALANCE" value={balance.data} testId="bank-balance" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <AmountField label={t('WALLET_BANK_AMOUNT')} amount={amount} onChange={setAmount} />
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
