import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { REVIEW_MAX_LENGTH, type Review } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useSubmit } from '@/lib/use-submit'
import { useEditReview } from '../api/edit-review'

const REVIEW_DIALOG_WIDTH = 500

/** Editing one's own review in a 500px dialog: the new text is required, 1 to 160 characters. */
export function EditReviewDialog({ productId, review, onClose }: { productId: number; review: Review; onClose: () => void }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const editReview = useEditReview(productId)
  const [message, setMessage] = useState(review.message)
  const invalid = message.trim() === ''
  const { pending, onSubmit } = useSubmit(
    !invalid,
    async () => {
      await editReview.mutateAsync({ id: review._id, message })
      showSnackbar(t('CONFIRM_CHANGES_SAVED'))
      onClose()
    },
    (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
  )
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-review-title" slotProps={{ paper: { sx: { width: REVIEW_DIALOG_WIDTH, maxWidth: '100%' } } }}>
      <form onSubmit={onSubmit}>
        <DialogTitle id="edit-review-title">{t('TITLE_EDIT_REVIEW')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('LABEL_REVIEW')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            fullWidth
            minRows={2}
            required
            error={invalid}
            helperText={invalid ? t('MANDATORY_REVIEW') : `${message.length}/${REVIEW_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: REVIEW_MAX_LENGTH } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('BTN_CANCEL')}</Button>
          <Button type="submit" variant="contained" disabled={pending || invalid}>
            {t('BTN_SAVE')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
