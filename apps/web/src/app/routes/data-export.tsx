import { PageCard } from '@/components/page-card'
import { DataExportForm } from '@/features/privacy/components/data-export-form'

export default function DataExportPage() {
  return (
    <PageCard titleKey="TITLE_DATA_EXPORT" maxWidth={720}>
      <DataExportForm />
    </PageCard>
  )
}
