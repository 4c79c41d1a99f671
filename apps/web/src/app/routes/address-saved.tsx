import { PageCard } from '@/components/page-card'
import { AddressList } from '@/features/address/components/address-list'

export default function SavedAddressesPage() {
  return (
    <PageCard titleKey="TITLE_SAVED_ADDRESSES" maxWidth={900}>
      <AddressList mode="manage" />
    </PageCard>
  )
}
