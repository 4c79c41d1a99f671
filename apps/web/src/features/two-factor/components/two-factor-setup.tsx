import { useTranslation } from 'react-i18next'
import { QRCodeSVG } from 'qrcode.react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Lock from '@mui/icons-material/Lock'
import { PasswordField } from '@/components/password-field'
import { TotpCodeField, totpCodeError } from '@/components/totp-code-field'
import { useApplicationName } from '@/lib/app-config'
import { useForm, type FieldErrors } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import type { TwoFactorStatus } from '../api/get-two-factor-status'
import { useSetUpTwoFactor } from '../api/set-up-two-factor'
import { useTwoFactorChange } from './use-two-factor-change'

/** Spec: the QR code uses error correction level L and is 300 pixels wide. */
export const QR_CODE_SIZE = 300

/** The key URI authenticator apps read from the QR code: issuer and account name, plus the secret. */
export function otpauthUri(appName: string, email: string, secret: string): string {
  const issuer = encodeURIComponent(appName)
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?secret=${secret}&issuer=${issuer}`
}

interface SetupFields {
  password: string
  initialToken: string
}

const EMPTY_FORM: SetupFields = { password: '', initialToken: '' }

const setupErrors = (fields: SetupFields): FieldErrors<SetupFields> => ({
  password: fields.password === '' ? 'MANDATORY_CURRENT_PASSWORD' : undefined,
  initialToken: totpCodeError(fields.initialToken),
})

type OfferedSetup = Extract<TwoFactorStatus, { setup: false }>

/** Setting 2FA up: scan the code (or type the secret), then prove it with the password and a first code. */
export function TwoFactorSetup({ offer }: { offer: OfferedSetup }) {
  const { t } = useTranslation()
  const appName = useApplicationName()
  const { fields, valid, reset, bind } = useForm(EMPTY_FORM, setupErrors)
  const changeTwoFactor = useTwoFactorChange('CONFIRM_2FA_SETUP')
  const settingUp = useSetUpTwoFactor()
  const { pending, onSubmit } = useSubmit(valid, async () => {
    const done = await changeTwoFactor(() => settingUp.mutateAsync({ ...fields, setupToken: offer.setupToken }))
    if (!done) reset()
  })

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      <Typography variant="body1">{t('TWO_FACTOR_SETUP_INTRO')}</Typography>
      <Box sx={{ alignSelf: 'center', bgcolor: 'common.white', p: 1, lineHeight: 0 }}>
        <QRCodeSVG
          value={otpauthUri(appName, offer.email, offer.secret)}
          level="L"
          size={QR_CODE_SIZE}
          title={t('TWO_FACTOR_QR_CODE')}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </Box>
      <Typography variant="body2">
        {t('TWO_FACTOR_SECRET')}{' '}
        <Box component="code" data-testid="two-factor-secret" sx={{ wordBreak: 'break-all' }}>
          {offer.secret}
        </Box>
      </Typography>
      <PasswordField label={t('LABEL_CURRENT_PASSWORD')} kind="current" {...bind('password')} />
      <TotpCodeField label={t('LABEL_INITIAL_TWO_FACTOR_CODE')} {...bind('initialToken')} />
      <Button type="submit" variant="contained" startIcon={<Lock />} disabled={!valid || pending}>
        {t('BTN_TWO_FACTOR_SETUP')}
      </Button>
    </Stack>
  )
}
