import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Save from '@mui/icons-material/Save'
import { OutcomeAlert, type Outcome } from '@/components/outcome-alert'
import { PasswordField } from '@/components/password-field'
import { errorMessage } from '@/lib/api-client'
import { useForm, type FieldErrors } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useChangePassword } from '../api/change-password'
import { newPasswordError, PASSWORD_LENGTH_LIMITS, repeatError } from './password-rules'

interface ChangePasswordFields {
  current: string
  newPassword: string
  newPasswordRepeat: string
}

const EMPTY_FORM: ChangePasswordFields = { current: '', newPassword: '', newPasswordRepeat: '' }

function changePasswordErrors(fields: ChangePasswordFields): FieldErrors<ChangePasswordFields> {
  return {
    current: fields.current === '' ? 'MANDATORY_CURRENT_PASSWORD' : undefined,
    newPassword: newPasswordError(fields.newPassword),
    newPasswordRepeat: repeatError(fields.newPasswordRepeat, fields.newPassword, newPasswordError),
  }
}

/** The logged-in user changes their password, confirming the current one. */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const { fields, valid, reset, bind } = useForm(EMPTY_FORM, changePasswordErrors, PASSWORD_LENGTH_LIMITS)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const change = useChangePassword()
  const { pending, onSubmit } = useSubmit(
    valid,
    async () => {
      await change.mutateAsync({ current: fields.current, new: fields.newPassword, repeat: fields.newPasswordRepeat })
      setOutcome({ severity: 'success', text: t('PASSWORD_SUCCESSFULLY_CHANGED') })
      reset()
    },
    (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
  )

  const clearing = { onFocus: () => setOutcome(null) }
  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate>
      <OutcomeAlert outcome={outcome} testId="change-password-outcome" />
      <PasswordField label={t('LABEL_CURRENT_PASSWORD')} kind="current" {...clearing} {...bind('current')} />
      <PasswordField label={t('LABEL_NEW_PASSWORD')} kind="new" {...clearing} {...bind('newPassword')} />
      <PasswordField label={t('LABEL_NEW_PASSWORD_REPEAT')} kind="new" {...clearing} {...bind('newPasswordRepeat')} />
      <Button type="submit" variant="contained" startIcon={<Save />} disabled={!valid || pending}>
        {t('BTN_CHANGE')}
      </Button>
    </Stack>
  )
}
