import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import ArrowForward from '@mui/icons-material/ArrowForward'
import LocalShipping from '@mui/icons-material/LocalShipping'
import RocketLaunch from '@mui/icons-material/RocketLaunch'
import Speed from '@mui/icons-material/Speed'
import { AddressCard } from '@/features/address'
import { formatPrice } from '@/lib/format'
import { useDeliveryMethods } from '../api/get-delivery-methods'
import { checkoutChoice, storeCheckoutChoice } from './checkout-storage'

/** The server names Font Awesome icons; the shop shows the closest Material icon. */
function DeliveryIcon({ icon }: { icon: string }) {
  if (icon.includes('rocket')) return <RocketLaunch aria-hidden />
  if (icon.includes('fast')) return <Speed aria-hidden />
  return <LocalShipping aria-hidden />
}

/** Choose how the order travels: price with two decimals and the days it takes. */
export function DeliveryMethodChoice() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const methods = useDeliveryMethods()
  const [methodId, setMethodId] = useState<number | null>(null)

  function continueWithMethod() {
    if (methodId === null) return
    storeCheckoutChoice('deliveryMethodId', methodId)
    void navigate('/payment/shop')
  }

  return (
    <Stack spacing={2}>
      <AddressCard addressId={checkoutChoice('addressId')} titleKey="LABEL_DELIVERY_ADDRESS" />
      {methods.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {methods.isError && <Alert severity="error">{methods.error.message}</Alert>}
      {methods.data && (
        <Table size="small" aria-label={t('TITLE_DELIVERY_METHOD')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('LABEL_NAME')}</TableCell>
              <TableCell />
              <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
              <TableCell align="right">{t('LABEL_ETA')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {methods.data.map((method) => (
              <TableRow key={method.id} hover selected={methodId === method.id} onClick={() => setMethodId(method.id)}>
                <TableCell padding="checkbox">
                  <Radio
                    checked={methodId === method.id}
                    onChange={() => setMethodId(method.id)}
                    slotProps={{ input: { 'aria-label': method.name } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row">
                  {method.name}
                </TableCell>
                <TableCell>
                  <DeliveryIcon icon={method.icon} />
                </TableCell>
                <TableCell align="right">{formatPrice(method.price)}</TableCell>
                <TableCell align="right">{t('LABEL_DAYS', { count: method.eta })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button
        variant="contained"
        endIcon={<ArrowForward />}
        disabled={methodId === null}
        onClick={continueWithMethod}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('BTN_CONTINUE')}
      </Button>
    </Stack>
  )
}
