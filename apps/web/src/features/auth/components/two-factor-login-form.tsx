import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import LoginIcon from '@mui/icons-material/Login'
import { TotpCodeField, totpCodeError } from '@/components/totp-code-field'
import { clearTotpTmpToken, getTotpTmpToken } from '@/lib/auth-storage'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useVerifySecondFactor } from '../api/verify-second-factor'

/** Spec: a rejected code shows its banner this long. */
export const FAILURE_BANNER_MS = 5000

const validateCode = ({ code }: { code: string }) => ({ code: totpCodeError(code) })

/** The second step of a login with 2FA: the six-digit code of the user's authenticator app. */
export function TwoFactorLoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const verification = useVerifySecondFactor()
  const { fields, valid, reset, bind } = useForm({ code: '' }, validateCode)
  const [failedAt, setFailedAt] = useState<number | null>(null)

  useEffect(() => {
    if (failedAt === null) return
    const timer = setTimeout(() => setFailedAt(null), FAILURE_BANNER_MS)
    return () => clearTimeout(timer)
  }, [failedAt])

  const { pending, onSubmit } = useSubmit(
    valid,
    async () => {
      await verification.mutateAsync({ tmpToken: getTotpTmpToken() ?? '', totpToken: fields.code })
      clearTotpTmpToken()
      await navigate('/search')
    },
    (error) => {
      console.error('The second factor was not accepted', error)
      reset()
      setFailedAt(Date.now())
    },
  )

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {failedAt !== null && (
        <Alert severity="error" data-testid="two-factor-failure">
          {t('INVALID_TWO_FACTOR_AUTH_TOKEN')}
        </Alert>
      )}
      <Typography variant="body2">{t('TWO_FACTOR_ENTER_HINT')}</Typography>
      <TotpCodeField label={t('LABEL_TWO_FACTOR_CODE')} autoFocus {...bind('code')} />
      <Button type="submit" variant="contained" startIcon={<LoginIcon />} disabled={!valid || pending}>
        {t('BTN_LOGIN')}
      </Button>
    </Stack>
  )
}
