import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Save from '@mui/icons-material/Save'
import type { Product } from '@pulp/shared'
import { TablePaging, usePagedRows } from '@/components/table-paging'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { useCatalogue, useStockRows } from '../api/get-catalogue'
import { useUpdateProductPrice } from '../api/update-product-price'
import { useUpdateStock } from '../api/update-stock'

/** Spec: a price or quantity below 0 is set to 0. */
const notNegative = (value: string) => Math.max(0, Number(value) || 0)

interface EditableNumberProps {
  label: string
  initial: number
  step: string
  onSave: (value: number) => Promise<unknown>
}

/** A number with its own save button (Enter saves too). */
function EditableNumber({ label, initial, step, onSave }: EditableNumberProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState(String(initial))
  const [pending, setPending] = useState(false)
  async function save(event: FormEvent) {
    event.preventDefault()
    const cleaned = notNegative(value)
    setValue(String(cleaned))
    setPending(true)
    await onSave(cleaned).finally(() => setPending(false))
  }
  return (
    <Stack component="form" noValidate direction="row" onSubmit={(event) => void save(event)} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': label, step, min: 0 } }}
        sx={{ width: 110 }}
      />
      <IconButton type="submit" disabled={pending} aria-label={t('BTN_SAVE_VALUE', { label })}>
        <Save />
      </IconButton>
    </Stack>
  )
}

function ProductRow({ product, stock }: { product: Product; stock?: { id: number; quantity: number } }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const updatePrice = useUpdateProductPrice()
  const updateStock = useUpdateStock()
  /** Confirms a saved change, or shows why the server refused it. */
  const confirm = (write: Promise<unknown>, message: string) =>
    write.then(
      () => showSnackbar(message),
      (error: unknown) => showSnackbar(errorMessage(error), { severity: 'error' }),
    )
  const savePrice = (price: number) =>
    confirm(
      updatePrice.mutateAsync({ productId: product.id, price }),
      t('PRICE_UPDATED', { product: product.name, price: formatPrice(price) }),
    )
  const saveStock = (quantity: number) =>
    confirm(
      updateStock.mutateAsync({ quantityId: stock?.id ?? 0, quantity }),
      t('QUANTITY_UPDATED', { product: product.name, quantity }),
    )
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {product.name}
      </TableCell>
      <TableCell>
        <EditableNumber
          label={t('LABEL_PRICE_OF', { product: product.name })}
          initial={product.price}
          step="0.01"
          onSave={savePrice}
        />
      </TableCell>
      <TableCell>
        {stock && (
          <EditableNumber
            label={t('LABEL_QUANTITY_OF', { product: product.name })}
            initial={stock.quantity}
            step="1"
            onSave={saveStock}
          />
        )}
      </TableCell>
    </TableRow>
  )
}

/** Every product with its price and stock, both editable. */
export function AccountingProducts() {
  const { t } = useTranslation()
  const products = useCatalogue()
  const stock = useStockRows()
  const paged = usePagedRows(products.data ?? [])
  if (products.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (products.isError) return <Alert severity="error">{products.error.message}</Alert>
  return (
    <>
      <Table size="small" aria-label={t('TITLE_PRODUCTS')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_PRODUCT')}</TableCell>
            <TableCell>{t('LABEL_PRICE')}</TableCell>
            <TableCell>{t('LABEL_QUANTITY')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paged.rows.map((product) => (
            <ProductRow key={product.id} product={product} stock={stock.data?.get(product.id)} />
          ))}
        </TableBody>
      </Table>
      <TablePaging count={paged.count} page={paged.page} setPage={paged.setPage} />
    </>
  )
}
