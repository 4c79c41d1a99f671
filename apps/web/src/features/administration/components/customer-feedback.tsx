import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Rating from '@mui/material/Rating'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Delete from '@mui/icons-material/Delete'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useDeleteFeedback } from '../api/delete-feedback'
import { useCustomerFeedback, type Feedback } from '../api/get-feedbacks'
import { TablePaging, usePagedRows } from '@/components/table-paging'

// vuln-code-snippet start persistedXssFeedbackChallenge
/** Comments are the customers' own markup, shown as such: the server's one-pass sanitising is all that stands in between. */
const commentMarkup = (comment: string) => ({ __html: comment }) // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
// vuln-code-snippet end persistedXssFeedbackChallenge

function FeedbackRow({ feedback, onDelete, deleting }: { feedback: Feedback; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation()
  return (
    <TableRow data-testid="feedback-row">
      <TableCell>{feedback.UserId ?? t('ANONYMOUS')}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={commentMarkup(feedback.comment)} />
      <TableCell>
        <Rating value={feedback.rating} readOnly size="small" />
      </TableCell>
      <TableCell align="right">
        <IconButton aria-label={t('BTN_DELETE_FEEDBACK', { id: feedback.id })} onClick={onDelete} disabled={deleting}>
          <Delete fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  )
}

/** Every feedback entry, ten per page, each one deletable. */
export function CustomerFeedback() {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const feedback = useCustomerFeedback()
  const paged = usePagedRows(feedback.data ?? [])
  const deletion = useDeleteFeedback()
  const deleting = deletion.isPending ? deletion.variables : null

  const remove = (id: number) =>
    deletion.mutate(id, { onError: (error) => showSnackbar(errorMessage(error), { severity: 'error' }) })

  if (feedback.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (feedback.isError) return <Alert severity="error">{feedback.error.message}</Alert>
  return (
    <>
      {/* narrow screens: less padding, so that the four columns fit a phone's width */}
      <Table size="small" aria-label={t('TITLE_CUSTOMER_FEEDBACK')} sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_USER_ID')}</TableCell>
            <TableCell>{t('LABEL_COMMENT')}</TableCell>
            <TableCell>{t('LABEL_RATING')}</TableCell>
            <TableCell align="right">{t('LABEL_ACTIONS')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paged.rows.map((entry) => (
            <FeedbackRow
              key={entry.id}
              feedback={entry}
              deleting={deleting === entry.id}
              onDelete={() => remove(entry.id)}
            />
          ))}
        </TableBody>
      </Table>
      <TablePaging count={paged.count} page={paged.page} setPage={paged.setPage} />
    </>
  )
}
