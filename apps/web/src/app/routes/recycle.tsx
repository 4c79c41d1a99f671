import { PageCard } from '@/components/page-card'
import { RecycleForm } from '@/features/recycle/components/recycle-form'

export default function RecyclePage() {
  return (
    <PageCard titleKey="TITLE_RECYCLE" maxWidth={600}>
      <RecycleForm />
    </PageCard>
  )
}
