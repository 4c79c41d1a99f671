import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { REVIEW_MAX_LENGTH } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useSubmit } from '@/lib/use-submit'
import { useWriteReview } from '../api/write-review'

/** Writing a review (logged-in users): at most 160 characters, submit disabled while blank. */
export function ReviewForm({ productId, author }: { productId: number; author: string }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const writeReview = useWriteReview(productId)
  const [message, setMessage] = useState('')
  const { pending, onSubmit } = useSubmit(
    message.trim() !== '',
    async () => {
      await writeReview.mutateAsync({ message, author })
      setMessage('')
      showSnackbar(t('CONFIRM_REVIEW_SAVED'))
    },
    (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
  )
  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <TextField
        label={t('LABEL_WRITE_REVIEW')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: REVIEW_MAX_LENGTH } }}
        helperText={`${message.length}/${REVIEW_MAX_LENGTH}`}
      />
      <Button type="submit" variant="contained" disabled={pending || message.trim() === ''} sx={{ alignSelf: 'flex-end' }}>
        {t('BTN_SUBMIT_REVIEW')}
      </Button>
    </Box>
  )
}
