import { PageCard } from '@/components/page-card'
import { SavedPaymentMethods } from '@/features/payment/components/saved-payment-methods'

export default function SavedPaymentMethodsPage() {
  return (
    <PageCard titleKey="TITLE_SAVED_PAYMENT_METHODS" maxWidth={720}>
      <SavedPaymentMethods />
    </PageCard>
  )
}
