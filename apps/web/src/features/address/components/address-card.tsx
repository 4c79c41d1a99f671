import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useAddress } from '../api/get-addresses'
import { addressLine } from './address-rules'

/** The delivery address of an order, under the given heading. */
export function AddressCard({ addressId, titleKey }: { addressId: string | null; titleKey: string }) {
  const { t } = useTranslation()
  const address = useAddress(addressId)
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t(titleKey)} role="region">
      <Typography variant="subtitle2" component="h2">
        {t(titleKey)}
      </Typography>
      {addressId === null && <Alert severity="warning">{t('NO_ADDRESS_CHOSEN')}</Alert>}
      {address.isError && <Alert severity="error">{address.error.message}</Alert>}
      {address.isLoading && <Skeleton width="60%" />}
      {address.data && (
        <>
          <Typography>{address.data.fullName}</Typography>
          <Typography>{addressLine(address.data)}</Typography>
          <Typography>{address.data.country}</Typography>
          <Typography color="text.secondary">{t('LABEL_PHONE', { number: address.data.mobileNum })}</Typography>
        </>
      )}
    </Paper>
  )
}
