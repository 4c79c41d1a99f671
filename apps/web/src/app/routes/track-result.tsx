import { PageCard } from '@/components/page-card'
import { TrackResult } from '@/features/orders/components/track-result'

export default function TrackResultPage() {
  return (
    <PageCard titleKey="TITLE_TRACK_ORDER" maxWidth={900}>
      <TrackResult />
    </PageCard>
  )
}
