import { PageCard } from '@/components/page-card'
import { PhotoWall } from '@/features/photo-wall/components/photo-wall'

export default function PhotoWallPage() {
  return (
    <PageCard titleKey="TITLE_PHOTO_WALL" maxWidth={1100}>
      <PhotoWall />
    </PageCard>
  )
}
