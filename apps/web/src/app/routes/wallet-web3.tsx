import { PageCard } from '@/components/page-card'
import { Web3Requirements } from '@/features/web3/components/web3-requirements'

export default function WalletWeb3Page() {
  return (
    <PageCard titleKey="TITLE_WALLET_WEB3" maxWidth={640}>
      <Web3Requirements introKey="WALLET_WEB3_INTRO" />
    </PageCard>
  )
}
