import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { abiCall, type LocalChainInfo } from '@pulp/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import { useMintListener } from '../api/listen-for-mints'
import { useChainNumber } from '../api/read-chain'
import { useSendChainTransactions } from '../api/send-chain-transaction'
import { useVerifyMinter } from '../api/verify-minter'
import { NO_ACCOUNT, parseUnits } from '../wallet/ethereum-provider'
import { useChainWallet } from '../wallet/use-chain-wallet'
import { AmountField, ChainBalance } from './chain-fields'
import { TransactionOutcome } from './transaction-outcome'
import { WalletChooser } from './wallet-chooser'

const HONEY_POT_PRICE = 1000n * 10n ** 18n

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
      <ChainBalance textKey="BEE_BALANCE" value={balance.data} testId="bee-balance" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <AmountField label={t('BEE_CLAIM_AMOUNT')} amount={amount} onChange={setAmount} />
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
