import { useTranslation } from 'react-i18next'
import { TwoPanelPage } from '@/components/two-panel-page'
import { AccountingOrders } from '@/features/accounting/components/accounting-orders'
import { AccountingProducts } from '@/features/accounting/components/accounting-products'

/** The accounting office: orders and their delivery, products and their price and stock. */
export default function AccountingPage() {
  const { t } = useTranslation()
  return (
    <TwoPanelPage
      title={t('TITLE_ACCOUNTING')}
      panels={[
        { title: t('TITLE_PRODUCTS'), content: <AccountingProducts /> },
        { title: t('TITLE_ORDERS'), content: <AccountingOrders /> },
      ]}
    />
  )
}
