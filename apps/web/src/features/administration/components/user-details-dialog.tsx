import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import type { PublicUser } from '@pulp/shared'
import { formatDateTime } from '@/lib/format'
import { useUser } from '../api/get-user'

function UserDetails({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation()
  const details = [
    ['LABEL_EMAIL', user.email],
    ['LABEL_USERNAME', user.username],
    ['LABEL_ROLE', user.role],
    ['LABEL_LAST_LOGIN_IP', user.lastLoginIp],
    ['LABEL_PROFILE_IMAGE', user.profileImage],
    ['LABEL_CREATED_AT', formatDateTime(user.createdAt, i18n.language)],
    ['LABEL_UPDATED_AT', formatDateTime(user.updatedAt, i18n.language)],
  ] as const
  return (
    <Table size="small">
      <TableBody>
        {details.map(([labelKey, value]) => (
          <TableRow key={labelKey}>
            <TableCell component="th" scope="row">
              {t(labelKey)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value || '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** A registered user's record as the API returns it. */
export function UserDetailsDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const user = useUser(userId)
  return (
    <Dialog open onClose={onClose} aria-labelledby="user-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="user-details-title">{t('TITLE_USER_DETAILS', { id: userId })}</DialogTitle>
      <DialogContent>
        {user.isPending && <LinearProgress aria-label={t('LOADING')} />}
        {user.isError && <Alert severity="error">{user.error.message}</Alert>}
        {user.data && <UserDetails user={user.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
