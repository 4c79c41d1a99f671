import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import LockReset from '@mui/icons-material/LockReset'
import { OutcomeAlert, type Outcome } from '@/components/outcome-alert'
import { PasswordField } from '@/components/password-field'
import { errorMessage } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useForm, type FieldErrors } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useSecurityQuestionOf } from '../api/get-security-question'
import { useResetPassword } from '../api/reset-password'
import { emailError, PASSWORD_LENGTH_LIMITS, repeatError, resetPasswordError } from './password-rules'

/** Spec: the security question is looked up once typing has paused this long. */
export const SECURITY_QUESTION_LOOKUP_DELAY_MS = 1000

interface ForgotPasswordFields {
  email: string
  answer: string
  newPassword: string
  newPasswordRepeat: string
}

const EMPTY_FORM: ForgotPasswordFields = { email: '', answer: '', newPassword: '', newPasswordRepeat: '' }

function forgotPasswordErrors(fields: ForgotPasswordFields): FieldErrors<ForgotPasswordFields> {
  return {
    email: emailError(fields.email),
    answer: fields.answer === '' ? 'MANDATORY_SECURITY_ANSWER' : undefined,
    newPassword: resetPasswordError(fields.newPassword),
    newPasswordRepeat: repeatError(fields.newPasswordRepeat, fields.newPassword, () => undefined),
  }
}

/** Resets a password with the answer to the account's security question. */
export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const { fields, valid, reset, bind } = useForm(EMPTY_FORM, forgotPasswordErrors, PASSWORD_LENGTH_LIMITS)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const passwordReset = useResetPassword()
  const settledEmail = useDebouncedValue(fields.email, SECURITY_QUESTION_LOOKUP_DELAY_MS)
  const lookupEmail = emailError(settledEmail) === undefined ? settledEmail : ''
  const lookedUpQuestion = useSecurityQuestionOf(lookupEmail)
  // Only a question found for the email as it is now unlocks the rest of the form.
  const question = settledEmail === fields.email ? lookedUpQuestion : undefined
  const locked = !question

  const { pending, onSubmit } = useSubmit(
    valid && !locked,
    async () => {
      try {
        await passwordReset.mutateAsync({
          email: fields.email,
          answer: fields.answer,
          new: fields.newPassword,
          repeat: fields.newPasswordRepeat,
        })
        setOutcome({ severity: 'success', text: t('PASSWORD_SUCCESSFULLY_CHANGED') })
      } finally {
        reset()
      }
    },
    (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
  )

  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate>
      <OutcomeAlert outcome={outcome} testId="forgot-password-outcome" />
      <TextField
        label={t('LABEL_EMAIL')}
        type="email"
        autoComplete="username"
        required
        autoFocus
        {...bind('email')}
        onFocus={() => setOutcome(null)}
      />
      {question && (
        <Typography variant="body2" data-testid="security-question">
          {t('SECURITY_QUESTION_OF_ACCOUNT', { question: question.question })}
        </Typography>
      )}
      <TextField label={t('LABEL_SECURITY_ANSWER')} required disabled={locked} {...bind('answer')} />
      <PasswordField label={t('LABEL_NEW_PASSWORD')} kind="new" disabled={locked} {...bind('newPassword')} />
      <PasswordField label={t('LABEL_NEW_PASSWORD_REPEAT')} kind="new" disabled={locked} {...bind('newPasswordRepeat')} />
      <Button type="submit" variant="contained" startIcon={<LockReset />} disabled={!valid || locked || pending}>
        {t('BTN_CHANGE')}
      </Button>
    </Stack>
  )
}
