import { PageCard } from '@/components/page-card'
import { AboutUs } from '@/features/about/components/about-us'

export default function AboutPage() {
  return (
    <PageCard titleKey="TITLE_ABOUT" maxWidth={900}>
      <AboutUs />
    </PageCard>
  )
}
