import { useParams } from 'react-router'
import Divider from '@mui/material/Divider'
import { PageCard } from '@/components/page-card'
import { PaymentOptions } from '@/features/payment/components/payment-options'
import { ShopPayment } from '@/features/payment/components/shop-payment'
import type { PaymentEntity } from '@/features/payment/components/use-payment'
import { SupportLinks } from '@/features/redirect/components/support-links'
import LaterReleasePage from './later-release'

const PAYABLE: readonly string[] = ['deluxe', 'wallet'] satisfies PaymentEntity[]

/** /payment/shop pays an order; /payment/deluxe and /payment/wallet pay the membership and top-ups. */
export default function PaymentPage() {
  const { entity = '' } = useParams()
  if (entity !== 'shop' && !PAYABLE.includes(entity)) return <LaterReleasePage />
  return (
    <PageCard titleKey="TITLE_PAYMENT_OPTIONS" maxWidth={720}>
      {entity === 'shop' ? <ShopPayment /> : <PaymentOptions key={entity} entity={entity as PaymentEntity} />}
      <Divider sx={{ my: 3 }} />
      <SupportLinks />
    </PageCard>
  )
}
