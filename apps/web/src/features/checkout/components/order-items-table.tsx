import { useTranslation } from 'react-i18next'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { formatPrice } from '@/lib/format'

export interface ItemLine {
  key: string | number
  name: string
  price: number
  quantity: number
  total: number
}

/** The products of an order, read-only. */
export function OrderItemsTable({ lines }: { lines: ItemLine[] }) {
  const { t } = useTranslation()
  return (
    <Table size="small" aria-label={t('LABEL_ORDERED_PRODUCTS')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('LABEL_PRODUCT')}</TableCell>
          <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
          <TableCell align="right">{t('LABEL_QUANTITY')}</TableCell>
          <TableCell align="right">{t('LABEL_TOTAL')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell component="th" scope="row">
              {line.name}
            </TableCell>
            <TableCell align="right">{formatPrice(line.price)}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{formatPrice(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
