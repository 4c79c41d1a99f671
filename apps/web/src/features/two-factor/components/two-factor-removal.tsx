import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import LockOpen from '@mui/icons-material/LockOpen'
import { useForm } from '@/lib/use-form'
import { disableTwoFactor } from '../api/disable-two-factor'
import { useTwoFactorChange } from './use-two-factor-change'

const removalErrors = ({ password }: { password: string }) => ({
  password: password === '' ? 'MANDATORY_CURRENT_PASSWORD' : undefined,
})

/** 2FA is on: it can be switched off with the current password. */
export function TwoFactorRemoval() {
  const { t } = useTranslation()
  const { fields, valid, reset, bind } = useForm({ password: '' }, removalErrors)
  const { pending, run } = useTwoFactorChange('CONFIRM_2FA_DISABLE')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || pending) return
    await run(() => disableTwoFactor(fields.password))
    reset()
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Alert severity="success">{t('TWO_FACTOR_IS_ON')}</Alert>
      <TextField
        label={t('LABEL_CURRENT_PASSWORD')}
        type="password"
        autoComplete="current-password"
        required
        {...bind('password')}
      />
      <Button type="submit" variant="outlined" color="error" startIcon={<LockOpen />} disabled={!valid || pending}>
        {t('BTN_TWO_FACTOR_REMOVE')}
      </Button>
    </Stack>
  )
}
