import { useParams } from 'react-router'
import { PageCard } from '@/components/page-card'
import { EditAddressForm } from '@/features/address/components/address-form'

export default function EditAddressPage() {
  const { addressId = '' } = useParams()
  return (
    <PageCard titleKey="TITLE_EDIT_ADDRESS" maxWidth={560}>
      <EditAddressForm key={addressId} addressId={addressId} />
    </PageCard>
  )
}
