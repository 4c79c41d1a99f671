import { PageCard } from '@/components/page-card'
import { OrderSummary } from '@/features/checkout/components/order-summary'

export default function OrderSummaryPage() {
  return (
    <PageCard titleKey="TITLE_ORDER_SUMMARY" maxWidth={900}>
      <OrderSummary />
    </PageCard>
  )
}
