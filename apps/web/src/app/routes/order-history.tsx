import { PageCard } from '@/components/page-card'
import { OrderHistory } from '@/features/orders/components/order-history'

export default function OrderHistoryPage() {
  return (
    <PageCard titleKey="TITLE_ORDER_HISTORY" maxWidth={900}>
      <OrderHistory />
    </PageCard>
  )
}
