import { PageCard } from '@/components/page-card'
import { LocalChainGate } from '@/features/web3/components/local-chain-gate'
import { WalletBank } from '@/features/web3/components/wallet-bank'

export default function WalletWeb3Page() {
  return (
    <PageCard titleKey="TITLE_WALLET_WEB3" maxWidth={720}>
      <LocalChainGate introKey="WALLET_WEB3_INTRO">{(chain) => <WalletBank chain={chain} />}</LocalChainGate>
    </PageCard>
  )
}
