import { PageCard } from '@/components/page-card'
import { DeliveryMethodChoice } from '@/features/checkout/components/delivery-method'

export default function DeliveryMethodPage() {
  return (
    <PageCard titleKey="TITLE_DELIVERY_METHOD" maxWidth={900}>
      <DeliveryMethodChoice />
    </PageCard>
  )
}
