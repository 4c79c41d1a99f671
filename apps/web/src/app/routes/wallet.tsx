import { PageCard } from '@/components/page-card'
import { WalletOverview } from '@/features/payment/components/wallet-overview'

export default function WalletPage() {
  return (
    <PageCard titleKey="TITLE_WALLET">
      <WalletOverview />
    </PageCard>
  )
}
