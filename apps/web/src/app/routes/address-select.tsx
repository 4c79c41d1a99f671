import { PageCard } from '@/components/page-card'
import { AddressList } from '@/features/address/components/address-list'

export default function AddressSelectPage() {
  return (
    <PageCard titleKey="TITLE_SELECT_ADDRESS" maxWidth={900}>
      <AddressList mode="select" />
    </PageCard>
  )
}
