import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Visibility from '@mui/icons-material/Visibility'
import { formatDateTime } from '@/lib/format'
import { useRegisteredUsers } from '../api/get-users'
import { TablePaging, usePagedRows } from '@/components/table-paging'
import { UserDetailsDialog } from './user-details-dialog'

/** Every registered user, ten per page, with their full record one click away. */
// vuln-code-snippet start persistedXssUserChallenge
/** Emails are shown as markup, as registered: nothing checks them on the way in or out. */
const emailMarkup = (email: string) => ({ __html: email }) // vuln-code-snippet vuln-line persistedXssUserChallenge
// vuln-code-snippet end persistedXssUserChallenge

export function RegisteredUsers() {
  const { t, i18n } = useTranslation()
  const users = useRegisteredUsers()
  const paged = usePagedRows(users.data ?? [])
  const [detailsOf, setDetailsOf] = useState<number | null>(null)
  if (users.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (users.isError) return <Alert severity="error">{users.error.message}</Alert>
  return (
    <>
      <Table size="small" aria-label={t('TITLE_REGISTERED_USERS')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_EMAIL')}</TableCell>
            <TableCell>{t('LABEL_CREATED_AT')}</TableCell>
            <TableCell align="right">{t('LABEL_DETAILS')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paged.rows.map((user) => (
            <TableRow key={user.id} data-testid="user-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={emailMarkup(user.email)} />
              <TableCell>{formatDateTime(user.createdAt, i18n.language)}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={t('BTN_SHOW_USER_DETAILS', { id: user.id })} onClick={() => setDetailsOf(user.id)}>
                  <Visibility fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePaging count={paged.count} page={paged.page} setPage={paged.setPage} />
      {detailsOf !== null && <UserDetailsDialog userId={detailsOf} onClose={() => setDetailsOf(null)} />}
    </>
  )
}
