import { useState } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import LoginIcon from '@mui/icons-material/Login'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { errorMessage } from '@/lib/api-client'
import { useApplicationConfig } from '@/lib/app-config'
import { clearSession, getRememberedEmail, rememberEmail, storeTotpTmpToken } from '@/lib/auth-storage'
import { useSubmit } from '@/lib/use-submit'
import { totpChallengeOf, useLogin } from '../api/login'
import { OAuthLoginButton } from './oauth-login-button'

const DEFAULT_DOMAIN = 'juice-sh.op'

// vuln-code-snippet start exposedCredentialsChallenge
/** The UI checks open /login?testAccount to log in quickly. This account should never have shipped. */
const testAccount = (domain: string) => ({ email: `testing@${domain}`, password: 'IamUsedForTesting' }) // vuln-code-snippet vuln-line exposedCredentialsChallenge
// vuln-code-snippet end exposedCredentialsChallenge

export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const login = useLogin()
  const domain = useApplicationConfig()?.application.domain ?? DEFAULT_DOMAIN
  const [searchParams] = useSearchParams()
  const prefill = searchParams.has('testAccount') ? testAccount(domain) : null
  const [email, setEmail] = useState(() => prefill?.email ?? getRememberedEmail() ?? '')
  const [password, setPassword] = useState(() => prefill?.password ?? '')
  const [rememberMe, setRememberMe] = useState(() => getRememberedEmail() !== null)
  const [showPassword, setShowPassword] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const incomplete = email === '' || password === ''

  const { pending, onSubmit } = useSubmit(
    !incomplete,
    async () => {
      rememberEmail(rememberMe ? email : null)
      await login.mutateAsync({ email, password })
      await navigate('/search')
    },
    async (failure) => {
      const totpChallenge = totpChallengeOf(failure)
      if (totpChallenge) {
        storeTotpTmpToken(totpChallenge.data.tmpToken)
        await navigate('/2fa/enter')
        return
      }
      clearSession()
      setError(errorMessage(failure))
    },
  )

  const clearError = () => setError(null)

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {error !== null && (
        <Alert severity="error" data-testid="login-error">
          {error}
        </Alert>
      )}
      <TextField
        label={t('LABEL_EMAIL')}
        type="email"
        autoComplete="username"
        data-tutorial="login-email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={clearError}
        required
        autoFocus
      />
      <TextField
        label={t('LABEL_PASSWORD')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        data-tutorial="login-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onFocus={clearError}
        required
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(showPassword ? 'HIDE_PASSWORD' : 'SHOW_PASSWORD')}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Link component={RouterLink} to="/forgot-password" variant="body2">
        {t('FORGOT_PASSWORD')}
      </Link>
      <Button type="submit" variant="contained" startIcon={<LoginIcon />} data-tutorial="login-button" disabled={incomplete || pending}>
        {t('BTN_LOGIN')}
      </Button>
      <FormControlLabel
        control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
        label={t('REMEMBER_ME')}
      />
      <OAuthLoginButton />
      <Link component={RouterLink} to="/register" variant="body2">
        {t('NOT_YET_CUSTOMER')}
      </Link>
    </Stack>
  )
}
