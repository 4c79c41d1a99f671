import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalChainInfo } from '@pulp/shared'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useLocalChain } from '../api/get-local-chain'

/** A blockchain page's intro, then its content once the shop's local chain runs, or why it does not. */
export function LocalChainGate({ introKey, children }: { introKey: string; children: (chain: LocalChainInfo) => ReactNode }) {
  const { t } = useTranslation()
  const chain = useLocalChain()
  return (
    <>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t(introKey)}
      </Typography>
      {chain.isPending && <CircularProgress aria-label={t('WEB3_CHAIN_STARTING')} />}
      {chain.isError && <Alert severity="info">{t('WEB3_CHAIN_OFF')}</Alert>}
      {chain.data && children(chain.data)}
    </>
  )
}
