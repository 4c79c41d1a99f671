import { useTranslation } from 'react-i18next'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { formatPrice } from '@/lib/format'

interface OrderTotalsProps {
  items: number
  deliveryPrice?: number
  discount?: number
  total: number
  bonus?: number
}

/** The money lines of an order: items, delivery, promotion, total, and the bonus points it earns. */
export function OrderTotals({ items, deliveryPrice, discount, total, bonus }: OrderTotalsProps) {
  const { t } = useTranslation()
  const rows: [string, string][] = [[t('LABEL_ITEMS_TOTAL'), formatPrice(items)]]
  if (deliveryPrice !== undefined) rows.push([t('LABEL_DELIVERY_PRICE'), formatPrice(deliveryPrice)])
  if (discount) rows.push([t('LABEL_PROMOTION'), `−${formatPrice(discount)}`])
  rows.push([t('LABEL_TOTAL_PRICE'), formatPrice(total)])
  if (bonus !== undefined) rows.push([t('LABEL_BONUS_POINTS'), String(bonus)])
  return (
    <Table size="small" aria-label={t('TITLE_TOTALS')} sx={{ maxWidth: 400 }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right" data-testid={`total-${label}`}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
