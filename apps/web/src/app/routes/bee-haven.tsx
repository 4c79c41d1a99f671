import { PageCard } from '@/components/page-card'
import { Web3Requirements } from '@/features/web3/components/web3-requirements'

export default function BeeHavenPage() {
  return (
    <PageCard titleKey="TITLE_BEE_HAVEN" maxWidth={640}>
      <Web3Requirements introKey="BEE_HAVEN_INTRO" />
    </PageCard>
  )
}
