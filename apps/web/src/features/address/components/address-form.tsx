import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useCreateAddress } from '../api/create-address'
import { useAddress, type Address, type NewAddress } from '../api/get-addresses'
import { useUpdateAddress } from '../api/update-address'
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGE_VALUES,
  addressErrors,
  EMPTY_ADDRESS,
  toAddress,
  toFields,
  type AddressFields,
} from './address-rules'

/** Where to go after saving: the page that sent the user here, else the saved addresses. */
function useReturnPath(): string {
  const state: unknown = useLocation().state
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo
  return typeof returnTo === 'string' ? returnTo : '/address/saved'
}

interface AddressFieldsFormProps {
  initial: AddressFields
  save: (address: NewAddress) => Promise<Address>
  confirmationKey: 'ADDRESS_ADDED' | 'ADDRESS_UPDATED'
}

function AddressFieldsForm({ initial, save, confirmationKey }: AddressFieldsFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const returnPath = useReturnPath()
  const showSnackbar = useSnackbar()
  const { valid, fields, bind } = useForm(initial, addressErrors, ADDRESS_MESSAGE_VALUES)
  const { pending, onSubmit } = useSubmit(
    valid,
    async () => {
      const saved = await save(toAddress(fields))
      showSnackbar(t(confirmationKey, { city: saved.city }))
      await navigate(returnPath)
    },
    (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
  )
  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate aria-label={t('TITLE_ADDRESS')}>
      <TextField label={t('LABEL_COUNTRY')} autoComplete="country-name" required {...bind('country')} />
      <TextField label={t('LABEL_NAME')} autoComplete="name" required {...bind('fullName')} />
      <TextField
        label={t('LABEL_MOBILE_NUMBER')}
        autoComplete="tel"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...bind('mobileNum')}
      />
      <TextField
        label={t('LABEL_ZIP_CODE')}
        autoComplete="postal-code"
        required
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.zipMax } }}
        {...bind('zipCode')}
      />
      <TextField
        label={t('LABEL_STREET_ADDRESS')}
        autoComplete="street-address"
        required
        multiline
        minRows={2}
        {...bind('streetAddress')}
      />
      <TextField label={t('LABEL_CITY')} autoComplete="address-level2" required {...bind('city')} />
      <TextField label={t('LABEL_STATE')} autoComplete="address-level1" {...bind('state')} />
      <Button type="submit" variant="contained" disabled={!valid || pending} sx={{ alignSelf: 'flex-start' }}>
        {t('BTN_SUBMIT')}
      </Button>
    </Stack>
  )
}

export function CreateAddressForm() {
  const create = useCreateAddress()
  return <AddressFieldsForm initial={EMPTY_ADDRESS} save={create.mutateAsync} confirmationKey="ADDRESS_ADDED" />
}

/** Loads the saved address first, then edits it. */
export function EditAddressForm({ addressId }: { addressId: string }) {
  const { t } = useTranslation()
  const address = useAddress(addressId)
  const update = useUpdateAddress(addressId)
  if (address.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (address.isError) return <Alert severity="error">{address.error.message}</Alert>
  return <AddressFieldsForm initial={toFields(address.data)} save={update.mutateAsync} confirmationKey="ADDRESS_UPDATED" />
}
