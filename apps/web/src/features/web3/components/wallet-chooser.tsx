import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalChainInfo } from '@pulp/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { errorMessage } from '@/lib/api-client'
import { rpcUrlOf } from '../wallet/ethereum-provider'
import type { ChainWallet, WalletKind } from '../wallet/use-chain-wallet'

/** Chooses between the built-in development wallet (pick an account) and a browser wallet pointed at the local chain. */
export function WalletChooser({ chain, wallet }: { chain: LocalChainInfo; wallet: ChainWallet }) {
  const { t } = useTranslation()
  const [connectError, setConnectError] = useState<string | null>(null)
  const connect = () => {
    setConnectError(null)
    wallet.connect().catch((error: unknown) => setConnectError(errorMessage(error)))
  }
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={wallet.kind}
        aria-label={t('WEB3_WALLET_KIND')}
        onChange={(_event, kind: WalletKind | null) => kind && wallet.choose(kind)}
      >
        <ToggleButton value="built-in">{t('WEB3_WALLET_BUILT_IN')}</ToggleButton>
        <ToggleButton value="injected">{t('WEB3_WALLET_INJECTED')}</ToggleButton>
      </ToggleButtonGroup>
      {wallet.kind === 'built-in' ? (
        <TextField select size="small" label={t('WEB3_ACCOUNT')} value={wallet.account ?? ''} onChange={(event) => wallet.chooseAccount(event.target.value)}>
          {chain.accounts.map((account) => (
            <MenuItem key={account} value={account}>
              {account}
            </MenuItem>
          ))}
        </TextField>
      ) : wallet.injectedAvailable ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={connect}>
            {t('WEB3_CONNECT')}
          </Button>
          <Typography variant="body2">{wallet.account ?? ''}</Typography>
        </Stack>
      ) : (
        <Alert severity="info">{t('WEB3_NO_BROWSER_WALLET')}</Alert>
      )}
      {connectError && <Alert severity="error">{connectError}</Alert>}
      <Typography variant="caption" color="text.secondary">
        {t('WEB3_RPC_HINT', { rpcUrl: rpcUrlOf(chain), chainId: Number(chain.chainId) })}
      </Typography>
    </Stack>
  )
}
