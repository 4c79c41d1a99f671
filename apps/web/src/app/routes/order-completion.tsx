import { useParams } from 'react-router'
import { PageCard } from '@/components/page-card'
import { OrderCompletion } from '@/features/checkout/components/order-completion'

export default function OrderCompletionPage() {
  const { id = '' } = useParams()
  return (
    <PageCard titleKey="TITLE_ORDER_COMPLETION" maxWidth={900}>
      <OrderCompletion orderId={id} />
    </PageCard>
  )
}
