import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import LockOpen from '@mui/icons-material/LockOpen'
import { PasswordField } from '@/components/password-field'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useDisableTwoFactor } from '../api/disable-two-factor'
import { useTwoFactorChange } from './use-two-factor-change'

const removalErrors = ({ password }: { password: string }) => ({
  password: password === '' ? 'MANDATORY_CURRENT_PASSWORD' : undefined,
})

/** 2FA is on: it can be switched off with the current password. */
export function TwoFactorRemoval() {
  const { t } = useTranslation()
  const { fields, valid, reset, bind } = useForm({ password: '' }, removalErrors)
  const changeTwoFactor = useTwoFactorChange('CONFIRM_2FA_DISABLE')
  const disabling = useDisableTwoFactor()
  const { pending, onSubmit } = useSubmit(valid, async () => {
    await changeTwoFactor(() => disabling.mutateAsync(fields.password))
    reset()
  })

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      <Alert severity="success">{t('TWO_FACTOR_IS_ON')}</Alert>
      <PasswordField label={t('LABEL_CURRENT_PASSWORD')} kind="current" {...bind('password')} />
      <Button type="submit" variant="outlined" color="error" startIcon={<LockOpen />} disabled={!valid || pending}>
        {t('BTN_TWO_FACTOR_REMOVE')}
      </Button>
    </Stack>
  )
}
