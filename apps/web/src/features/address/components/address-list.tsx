import { useState } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import AddLocation from '@mui/icons-material/AddLocation'
import ArrowForward from '@mui/icons-material/ArrowForward'
import Delete from '@mui/icons-material/Delete'
import Edit from '@mui/icons-material/Edit'
import { useSnackbar } from '@/components/snackbar-provider'
import { storeCheckoutChoice } from '@/features/checkout'
import { errorMessage } from '@/lib/api-client'
import { useDeleteAddress } from '../api/delete-address'
import { useAddresses, type Address } from '../api/get-addresses'
import { addressLine } from './address-rules'

function ManageButtons({ address }: { address: Address }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const deleteAddress = useDeleteAddress()
  const remove = () =>
    deleteAddress.mutate(address.id, {
      onSuccess: () => showSnackbar(t('ADDRESS_REMOVED')),
      onError: (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
    })
  return (
    <>
      <IconButton
        component={RouterLink}
        to={`/address/edit/${address.id}`}
        aria-label={t('BTN_EDIT_ADDRESS', { name: address.fullName })}
      >
        <Edit />
      </IconButton>
      <IconButton
        aria-label={t('BTN_REMOVE_ADDRESS', { name: address.fullName })}
        disabled={deleteAddress.isPending}
        onClick={remove}
      >
        <Delete />
      </IconButton>
    </>
  )
}

interface AddressListProps {
  /** select: choose the delivery address of an order; manage: edit and remove saved addresses. */
  mode: 'select' | 'manage'
}

/** The saved addresses, to choose one for the order or to manage them. */
export function AddressList({ mode }: AddressListProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const addresses = useAddresses()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const toggle = (id: number) => setSelectedId((current) => (current === id ? null : id))

  function continueWithSelection() {
    if (selectedId === null) return
    storeCheckoutChoice('addressId', selectedId)
    void navigate('/delivery-method')
  }

  return (
    <Stack spacing={2}>
      {addresses.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {addresses.isError && <Alert severity="error">{addresses.error.message}</Alert>}
      {addresses.data?.length === 0 && <Typography color="text.secondary">{t('NO_SAVED_ADDRESSES')}</Typography>}
      {!!addresses.data?.length && (
        <Table size="small" aria-label={t('TITLE_SAVED_ADDRESSES')}>
          <TableHead>
            <TableRow>
              {mode === 'select' && <TableCell padding="checkbox" />}
              <TableCell>{t('LABEL_NAME')}</TableCell>
              <TableCell>{t('LABEL_ADDRESS')}</TableCell>
              <TableCell>{t('LABEL_COUNTRY')}</TableCell>
              {mode === 'manage' && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {addresses.data.map((address) => (
              <TableRow key={address.id} hover selected={selectedId === address.id}>
                {mode === 'select' && (
                  <TableCell padding="checkbox">
                    <Radio
                      checked={selectedId === address.id}
                      onClick={() => toggle(address.id)}
                      slotProps={{ input: { 'aria-label': t('SELECT_ADDRESS', { name: address.fullName }) } }}
                    />
                  </TableCell>
                )}
                <TableCell component="th" scope="row">
                  {address.fullName}
                </TableCell>
                <TableCell>{addressLine(address)}</TableCell>
                <TableCell>{address.country}</TableCell>
                {mode === 'manage' && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <ManageButtons address={address} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/address/create" state={{ returnTo: pathname }} startIcon={<AddLocation />}>
          {t('BTN_ADD_NEW_ADDRESS')}
        </Button>
        {mode === 'select' && (
          <Button
            variant="contained"
            endIcon={<ArrowForward />}
            disabled={selectedId === null}
            onClick={continueWithSelection}
          >
            {t('BTN_CONTINUE')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
