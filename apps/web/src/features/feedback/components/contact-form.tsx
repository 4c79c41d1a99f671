import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Send from '@mui/icons-material/Send'
import { LimitedTextArea } from '@/components/limited-text-area'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useCaptcha } from '../api/get-captcha'
import { useSendFeedback } from '../api/send-feedback'
import { feedbackErrors, maskedAuthor, MAX_COMMENT_LENGTH, MAX_RATING } from './feedback-rules'

interface ContactFormProps {
  /** the logged-in customer, if any: feedback is then sent under their id and masked email */
  user?: { id?: number; email?: string }
}

const EMPTY = { comment: '', captcha: '', rating: 0 }

/** Customer feedback: a comment, a star rating and the math captcha; logged-in customers sign with their masked email. */
export function ContactForm({ user }: ContactFormProps) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const captcha = useCaptcha()
  const sendFeedback = useSendFeedback()
  const form = useForm(EMPTY, feedbackErrors, { max: MAX_COMMENT_LENGTH })
  const { fields, valid, bind, update } = form
  const userIdInput = useRef<HTMLInputElement>(null)
  // Written once per user, not as a React prop: a prop would be written back at every render and undo an edit made
  // in the developer tools, which the Forged Feedback challenge needs to survive until the form is sent.
  useEffect(() => {
    if (userIdInput.current) userIdInput.current.value = user?.id === undefined ? '' : String(user.id)
  }, [user?.id])
  const author = maskedAuthor(user?.email)

  const { pending, onSubmit } = useSubmit(
    valid && captcha.data !== undefined,
    async () => {
      const userId = userIdInput.current?.value
      await sendFeedback.mutateAsync({
        UserId: userId ? Number(userId) : undefined,
        captchaId: captcha.data!.captchaId,
        captcha: fields.captcha.trim(),
        comment: `${fields.comment} (${author ?? 'anonymous'})`,
        rating: fields.rating,
      })
      showSnackbar(t(fields.rating === MAX_RATING ? 'FEEDBACK_FIVE_STAR_THANK_YOU' : 'FEEDBACK_THANK_YOU'))
      form.reset()
      void captcha.refetch()
    },
    (error) => {
      showSnackbar(errorMessage(error), { severity: 'error' })
      update('captcha', '')
      void captcha.refetch()
    },
  )

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('TITLE_CONTACT')} data-tutorial="contact-form">
      {/* the id the feedback is sent under; hidden, not protected */}
      <input type="hidden" id="userId" ref={userIdInput} />
      <TextField label={t('LABEL_AUTHOR')} value={author ?? t('ANONYMOUS')} slotProps={{ input: { readOnly: true } }} />
      <LimitedTextArea label={t('LABEL_COMMENT')} maxLength={MAX_COMMENT_LENGTH} {...bind('comment')} />
      <Box>
        <Typography id="rating-label" gutterBottom>
          {t('LABEL_RATING')}
        </Typography>
        <Slider
          aria-labelledby="rating-label"
          value={fields.rating}
          onChange={(_event, value) => update('rating', value as number)}
          min={0}
          max={MAX_RATING}
          step={1}
          marks
          valueLabelDisplay="auto"
          getAriaValueText={(value) => t('LABEL_STARS', { count: value })}
        />
      </Box>
      {captcha.isError && <Alert severity="error">{captcha.error.message}</Alert>}
      <Typography data-testid="captcha-question">
        {t('LABEL_CAPTCHA_QUESTION')} <code id="captcha">{captcha.data?.captcha ?? '…'}</code>
      </Typography>
      <TextField label={t('LABEL_CAPTCHA_RESULT')} required inputMode="numeric" {...bind('captcha')} />
      <Button type="submit" variant="contained" startIcon={<Send />} disabled={!valid || pending || captcha.data === undefined} sx={{ alignSelf: 'flex-start' }}>
        {t('BTN_SUBMIT')}
      </Button>
    </Stack>
  )
}
