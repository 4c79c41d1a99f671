import { useState, type FormEvent } from 'react'
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
import { useSnackbar } from '@/components/snackbar-provider'
import { useSecurityQuestions } from '../api/get-security-questions'
import { registerUser, registrationErrorText } from '../api/register-user'
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

type Touched = Partial<Record<keyof RegistrationFields, boolean>>

export function RegisterForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const securityQuestions = useSecurityQuestions()
  const [fields, setFields] = useState(EMPTY_FORM)
  const [touched, setTouched] = useState<Touched>({})
  const [showAdvice, setShowAdvice] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const errors = registrationErrors(fields)
  const valid = Object.keys(errors).length === 0

  function update<K extends keyof RegistrationFields>(field: K, value: RegistrationFields[K]) {
    setFields((current) => ({ ...current, [field]: value }))
    setTouched((current) => ({ ...current, [field]: true }))
  }

  const touch = (field: keyof RegistrationFields) => () => setTouched((current) => ({ ...current, [field]: true }))

  /** Props that show a field's translated error once the user has been in it. */
  function validation(field: keyof RegistrationFields) {
    const message = touched[field] ? errors[field] : undefined
    return { error: message !== undefined, helperText: message ? t(message, PASSWORD_LENGTH_LIMITS) : ' ', onBlur: touch(field) }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const securityQuestion = securityQuestions.find(({ id }) => id === fields.securityQuestionId)
    if (!valid || pending || securityQuestion === undefined) return
    setPending(true)
    setServerError(null)
    try {
      await registerUser({ ...fields, securityQuestion })
      showSnackbar(t('CONFIRM_REGISTER'))
      await navigate('/login')
    } catch (error) {
      setServerError(registrationErrorText(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      {serverError !== null && <Alert severity="error">{serverError}</Alert>}
      <TextField
        label={t('LABEL_EMAIL')}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(event) => update('email', event.target.value)}
        required
        {...validation('email')}
      />
      <TextField
        label={t('LABEL_PASSWORD')}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(event) => update('password', event.target.value)}
        required
        {...validation('password')}
      />
      <TextField
        label={t('LABEL_PASSWORD_REPEAT')}
        type="password"
        autoComplete="new-password"
        value={fields.passwordRepeat}
        onChange={(event) => update('passwordRepeat', event.target.value)}
        required
        {...validation('passwordRepeat')}
      />
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
      <TextField
        label={t('LABEL_SECURITY_ANSWER')}
        value={fields.securityAnswer}
        onChange={(event) => update('securityAnswer', event.target.value)}
        required
        {...validation('securityAnswer')}
      />
      <Button type="submit" variant="contained" startIcon={<PersonAdd />} disabled={!valid || pending}>
        {t('BTN_REGISTER')}
      </Button>
    </Stack>
  )
}
