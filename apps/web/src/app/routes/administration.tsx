import { useTranslation } from 'react-i18next'
import { PaddingImage } from '@/components/padding-image'
import { TwoPanelPage } from '@/components/two-panel-page'
import { CustomerFeedback } from '@/features/administration/components/customer-feedback'
import { RegisteredUsers } from '@/features/administration/components/registered-users'

/** The admin section: registered users and customer feedback side by side. */
export default function AdministrationPage() {
  const { t } = useTranslation()
  return (
    <TwoPanelPage
      title={t('TITLE_ADMINISTRATION')}
      panels={[
        { title: t('TITLE_REGISTERED_USERS'), content: <RegisteredUsers /> },
        { title: t('TITLE_CUSTOMER_FEEDBACK'), content: <CustomerFeedback /> },
      ]}
    >
      <PaddingImage size="19px" />
    </TwoPanelPage>
  )
}
