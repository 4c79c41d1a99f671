import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Save from '@mui/icons-material/Save'
import { OutcomeAlert, type Outcome } from '@/components/outcome-alert'
import { errorMessage } from '@/lib/api-client'
import { useForm, type FieldErrors } from '@/lib/use-form'
import { changePassword } from '../api/change-password'
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
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || pending) return
    setPending(true)
    try {
      await changePassword({ current: fields.current, new: fields.newPassword, repeat: fields.newPasswordRepeat })
      setOutcome({ severity: 'success', text: t('PASSWORD_SUCCESSFULLY_CHANGED') })
      reset()
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error) })
    } finally {
      setPending(false)
    }
  }

  const passwordField = { type: 'password', required: true, onFocus: () => setOutcome(null) }
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <OutcomeAlert outcome={outcome} testId="change-password-outcome" />
      <TextField
        label={t('LABEL_CURRENT_PASSWORD')}
        autoComplete="current-password"
        {...passwordField}
        {...bind('current')}
      />
      <TextField label={t('LABEL_NEW_PASSWORD')} autoComplete="new-password" {...passwordField} {...bind('newPassword')} />
      <TextField
        label={t('LABEL_NEW_PASSWORD_REPEAT')}
        autoComplete="new-password"
        {...passwordField}
        {...bind('newPasswordRepeat')}
      />
      <Button type="submit" variant="contained" startIcon={<Save />} disabled={!valid || pending}>
        {t('BTN_CHANGE')}
      </Button>
    </Stack>
  )
}
