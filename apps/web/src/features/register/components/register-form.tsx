import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import PersonAdd from '@mui/icons-material/PersonAdd'
import { PASSWORD_MAX, PASSWORD_MIN } from '@pulp/shared'
import { PasswordField } from '@/components/password-field'
import { useSnackbar } from '@/components/snackbar-provider'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useSecurityQuestions } from '../api/get-security-questions'
import { registrationErrorText, useRegisterUser } from '../api/register-user'
import { PasswordAdvice } from './password-advice'
import { registrationErrors, type RegistrationFields } from './registration-errors'

const EMPTY_FORM: RegistrationFields = {
  email: '',
  password: '',
  passwordRepeat: '',
  securityQuestionId: undefined,
  securityAnswer: '',
}

const PASSWORD_LENGTH_LIMITS = { min: PASSWORD_MIN, max: PASSWORD_MAX }

export function RegisterForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const securityQuestions = useSecurityQuestions()
  const { fields, valid, update, validation, bind } = useForm(EMPTY_FORM, registrationErrors, PASSWORD_LENGTH_LIMITS)
  const [showAdvice, setShowAdvice] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const registration = useRegisterUser()
  const securityQuestion = securityQuestions.find(({ id }) => id === fields.securityQuestionId)
  const { pending, onSubmit } = useSubmit(
    valid && securityQuestion !== undefined,
    async () => {
      setServerError(null)
      await registration.mutateAsync({ ...fields, securityQuestion: securityQuestion! }) // found, or the form is not ready
      showSnackbar(t('CONFIRM_REGISTER'))
      await navigate('/login')
    },
    (error) => setServerError(registrationErrorText(error)),
  )

  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate>
      {serverError !== null && <Alert severity="error">{serverError}</Alert>}
      <TextField label={t('LABEL_EMAIL')} type="email" autoComplete="email" required {...bind('email')} />
      <PasswordField label={t('LABEL_PASSWORD')} kind="new" {...bind('password')} />
      <PasswordField label={t('LABEL_PASSWORD_REPEAT')} kind="new" {...bind('passwordRepeat')} />
      <FormControlLabel
        control={<Switch checked={showAdvice} onChange={(event) => setShowAdvice(event.target.checked)} />}
        label={t('SHOW_PASSWORD_ADVICE')}
      />
      {showAdvice && <PasswordAdvice password={fields.password} />}
      <TextField
        select
        label={t('LABEL_SECURITY_QUESTION')}
        value={fields.securityQuestionId ?? ''}
        onChange={(event) => update('securityQuestionId', Number(event.target.value))}
        required
        {...validation('securityQuestionId')}
      >
        {securityQuestions.map(({ id, question }) => (
          <MenuItem key={id} value={id}>
            {question}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('LABEL_SECURITY_ANSWER')} required {...bind('securityAnswer')} />
      <Button type="submit" variant="contained" startIcon={<PersonAdd />} disabled={!valid || pending}>
        {t('BTN_REGISTER')}
      </Button>
    </Stack>
  )
}
