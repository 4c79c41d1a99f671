import { PageCard } from '@/components/page-card'
import { BeeHaven } from '@/features/web3/components/bee-haven'
import { LocalChainGate } from '@/features/web3/components/local-chain-gate'

export default function BeeHavenPage() {
  return (
    <PageCard titleKey="TITLE_BEE_HAVEN" maxWidth={720}>
      <LocalChainGate introKey="BEE_HAVEN_INTRO">{(chain) => <BeeHaven chain={chain} />}</LocalChainGate>
    </PageCard>
  )
}
