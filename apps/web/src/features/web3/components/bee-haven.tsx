import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { abiCall, type LocalChainInfo } from '@pulp/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMintListener } from '../api/listen-for-mints'
import { useChainNumber } from '../api/read-chain'
import { useSendChainTransactions } from '../api/send-chain-transaction'
import { useVerifyMinter } from '../api/verify-minter'
import { formatUnits, parseUnits } from '../wallet/ethereum-provider'
import { useChainWallet } from '../wallet/use-chain-wallet'
import { TransactionOutcome } from './transaction-outcome'
import { WalletChooser } from './wallet-chooser'

const HONEY_POT_PRICE = 1000n * 10n ** 18n
const NO_ACCOUNT = `0x${'0'.repeat(40)}`

/** The BEE faucet and the Honey Pot mint on the shop's local chain, and asking the shop to verify a mint. */
export function BeeHaven({ chain }: { chain: LocalChainInfo }) {
  const { t } = useTranslation()
  useMintListener()
  const wallet = useChainWallet(chain)
  const { BeeToken: bee, HoneyPot: honeyPot } = chain.contracts
  const account = wallet.account ?? NO_ACCOUNT
  const balance = useChainNumber(chain, bee.address, abiCall(bee.selectors['balanceOf(address)'], [account]))
  const send = useSendChainTransactions()
  const verify = useVerifyMinter()
  const [amount, setAmount] = useState('10')
  const claimAmount = parseUnits(amount)
  const from = wallet.account

  const claim = () =>
    from && claimAmount !== null && send.mutate({ provider: wallet.provider, transactions: [{ from, to: bee.address, data: abiCall(bee.selectors['faucet(uint256)'], [claimAmount]) }] })
  const mint = () =>
    from &&
    send.mutate({
      provider: wallet.provider,
      transactions: [
        { from, to: bee.address, data: abiCall(bee.selectors['approve(address,uint256)'], [honeyPot.address, HONEY_POT_PRICE]) },
        { from, to: honeyPot.address, data: abiCall(honeyPot.selectors['mint()']) },
      ],
    })

  return (
    <Stack spacing={2}>
      <WalletChooser chain={chain} wallet={wallet} />
      <Divider />
      <Typography variant="h6" component="p" data-testid="bee-balance">
        {t('BEE_BALANCE', { amount: balance.data === undefined ? '…' : formatUnits(balance.data) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('BEE_CLAIM_AMOUNT')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={claimAmount === null}
          helperText={claimAmount === null ? t('WEB3_AMOUNT_INVALID') : ' '}
        />
        <Button variant="contained" onClick={claim} disabled={!from || claimAmount === null || send.isPending}>
          {t('BEE_CLAIM')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="secondary" onClick={mint} disabled={!from || send.isPending}>
          {t('BEE_MINT')}
        </Button>
        <Button variant="outlined" onClick={() => from && verify.mutate(from)} disabled={!from || verify.isPending}>
          {t('BEE_VERIFY')}
        </Button>
      </Stack>
      <TransactionOutcome outcome={send} />
      {verify.data && (
        <Alert severity={verify.data.success ? 'success' : 'info'}>{t(verify.data.success ? 'BEE_MINT_VERIFIED' : 'BEE_MINT_NOT_FOUND')}</Alert>
      )}
    </Stack>
  )
}
