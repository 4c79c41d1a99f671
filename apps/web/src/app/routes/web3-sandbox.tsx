import { PageCard } from '@/components/page-card'
import { PaddingImage } from '@/components/padding-image'
import { ContractSandbox } from '@/features/web3/components/contract-sandbox'

export default function Web3SandboxPage() {
  return (
    <PageCard titleKey="TITLE_WEB3_SANDBOX" maxWidth={840}>
      <PaddingImage size="11px" />
      <ContractSandbox />
    </PageCard>
  )
}
