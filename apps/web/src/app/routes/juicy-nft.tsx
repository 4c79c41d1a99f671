import { PageCard } from '@/components/page-card'
import { NftUnlock } from '@/features/web3/components/nft-unlock'

export default function JuicyNftPage() {
  return (
    <PageCard titleKey="TITLE_JUICY_NFT" maxWidth={560}>
      <NftUnlock />
    </PageCard>
  )
}
