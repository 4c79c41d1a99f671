import { PageCard } from '@/components/page-card'
import { BasketView } from '@/features/basket/components/basket-view'

export default function BasketPage() {
  return (
    <PageCard titleKey="TITLE_BASKET" maxWidth={900}>
      <BasketView />
    </PageCard>
  )
}
