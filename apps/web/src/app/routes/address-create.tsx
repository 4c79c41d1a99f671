import { PageCard } from '@/components/page-card'
import { CreateAddressForm } from '@/features/address/components/address-form'

export default function CreateAddressPage() {
  return (
    <PageCard titleKey="TITLE_ADD_ADDRESS" maxWidth={560}>
      <CreateAddressForm />
    </PageCard>
  )
}
