import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { TablePaging, usePagedRows } from '@/components/table-paging'
import type { Order } from '@/features/orders'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { useAllOrders } from '../api/get-all-orders'
import { useToggleDeliveryStatus } from '../api/toggle-delivery-status'

function DeliveryToggle({ order }: { order: Order }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const toggle = useToggleDeliveryStatus()
  return (
    <Switch
      checked={order.delivered}
      disabled={toggle.isPending}
      onChange={() =>
        toggle.mutate(
          { documentId: order._id, delivered: order.delivered },
          { onError: (error) => showSnackbar(errorMessage(error), { severity: 'error' }) },
        )
      }
      slotProps={{ input: { 'aria-label': t('LABEL_ORDER_DELIVERED', { orderId: order.orderId }) } }}
    />
  )
}

/** Every order with its delivery state, which accounting switches between in transit and delivered. */
export function AccountingOrders() {
  const { t } = useTranslation()
  const orders = useAllOrders()
  const paged = usePagedRows(orders.data ?? [])
  if (orders.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (orders.isError) return <Alert severity="error">{orders.error.message}</Alert>
  if (orders.data.length === 0) return <Typography color="text.secondary">{t('NO_ORDERS_PLACED')}</Typography>
  return (
    <>
      <Table size="small" aria-label={t('TITLE_ORDERS')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_ORDER')}</TableCell>
            <TableCell align="right">{t('LABEL_TOTAL')}</TableCell>
            <TableCell>{t('ORDER_DELIVERED')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paged.rows.map((order) => (
            <TableRow key={order.orderId}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all' }}>
                {order.orderId}
              </TableCell>
              <TableCell align="right">{formatPrice(order.totalPrice)}</TableCell>
              <TableCell>
                <DeliveryToggle order={order} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePaging count={paged.count} page={paged.page} setPage={paged.setPage} />
    </>
  )
}
