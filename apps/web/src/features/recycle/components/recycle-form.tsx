import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { RECYCLE_MAX_LITRES, RECYCLE_MIN_LITRES, RECYCLE_PICKUP_ABOVE_LITRES } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { decodeTokenPayload } from '@/lib/auth-storage'
import { useSession } from '@/lib/session'
import { useSubmit } from '@/lib/use-submit'
import { useSavedAddresses } from '../api/get-addresses'
import { useRequestRecycling } from '../api/request-recycling'

/** The quantity's problem as a translation key, or null. */
function quantityProblem(text: string): string | null {
  if (text.trim() === '') return 'MANDATORY_QUANTITY'
  const litres = Number(text)
  return Number.isInteger(litres) && litres >= RECYCLE_MIN_LITRES && litres <= RECYCLE_MAX_LITRES ? null : 'INVALID_QUANTITY'
}

/** Juice-press recycling: quantity, address, and above 100 litres a pickup on a date. */
export function RecycleForm() {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const { token } = useSession()
  const addresses = useSavedAddresses()
  const requestRecycling = useRequestRecycling()
  const [quantity, setQuantity] = useState('')
  const [addressId, setAddressId] = useState<number | null>(null)
  const [isPickup, setIsPickup] = useState(false)
  const [date, setDate] = useState('')
  const problem = quantityProblem(quantity)
  const pickupPossible = problem === null && Number(quantity) > RECYCLE_PICKUP_ABOVE_LITRES
  const pickup = pickupPossible && isPickup
  const dateInvalid = pickup && Number.isNaN(Date.parse(date))
  const ready = problem === null && addressId !== null && !dateInvalid
  const { pending, onSubmit } = useSubmit(
    ready,
    async () => {
      await requestRecycling.mutateAsync({ AddressId: addressId as number, quantity: Number(quantity), isPickup: pickup, ...(pickup ? { date } : {}) })
      showSnackbar(pickup ? t('CONFIRM_RECYCLING_PICKUP', { pickupdate: date }) : t('CONFIRM_RECYCLING_BOX'))
      setQuantity('')
      setIsPickup(false)
      setDate('')
    },
    (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
  )
  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2}>
      <TextField label={t('LABEL_REQUESTOR')} value={decodeTokenPayload(token)?.data?.email ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField
        label={t('LABEL_QUANTITY_LITRES')}
        type="number"
        required
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={quantity !== '' && problem !== null}
        helperText={quantity !== '' && problem ? t(problem, { min: RECYCLE_MIN_LITRES, max: RECYCLE_MAX_LITRES }) : ' '}
        slotProps={{ htmlInput: { min: RECYCLE_MIN_LITRES, max: RECYCLE_MAX_LITRES } }}
      />
      <FormLabel id="recycle-address">{t('LABEL_ADDRESS')}</FormLabel>
      {addresses.error && <Alert severity="error">{errorMessage(addresses.error)}</Alert>}
      {addresses.data?.length === 0 && <Alert severity="info">{t('NO_SAVED_ADDRESSES')}</Alert>}
      <RadioGroup aria-labelledby="recycle-address" value={addressId ?? ''} onChange={(event) => setAddressId(Number(event.target.value))}>
        {(addresses.data ?? []).map((address) => (
          <FormControlLabel
            key={address.id}
            value={address.id}
            control={<Radio />}
            label={`${address.fullName}, ${address.streetAddress}, ${address.zipCode} ${address.city}, ${address.country}`}
          />
        ))}
      </RadioGroup>
      {pickupPossible && (
        <>
          <FormControlLabel control={<Checkbox checked={isPickup} onChange={(event) => setIsPickup(event.target.checked)} />} label={t('LABEL_PICKUP')} />
          {isPickup && (
            <TextField
              label={t('LABEL_PICKUP_DATE')}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={dateInvalid}
              helperText={dateInvalid ? t('INVALID_DATE') : ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </>
      )}
      <Button type="submit" variant="contained" disabled={!ready || pending}>
        {t('BTN_REQUEST_RECYCLING')}
      </Button>
    </Stack>
  )
}
