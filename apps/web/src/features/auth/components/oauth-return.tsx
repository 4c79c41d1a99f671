import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useSnackbar } from '@/components/snackbar-provider'
import { clearSession } from '@/lib/auth-storage'
import { useOAuthLogin } from '../api/oauth-login'

/** The access token in the fragment the provider returned with ("access_token=…&token_type=Bearer&…"). */
export function accessTokenOf(fragment: string): string | null {
  return new URLSearchParams(fragment.replace(/^[#/]+/, '')).get('access_token')
}

/** Finishes a sign-in with the provider: logs the user in and goes to the start page, or back to the login. */
export function OAuthReturn({ fragment }: { fragment: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const { mutateAsync: logInWithOAuth } = useOAuthLogin()
  // One sign-in per return, also when React runs the effect twice in development.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    async function signIn() {
      try {
        const accessToken = accessTokenOf(fragment)
        if (!accessToken) throw new Error('The sign-in provider sent no access token')
        await logInWithOAuth(accessToken)
        showSnackbar(t('CONFIRM_LOGGED_IN_VIA_OAUTH2'))
        await navigate('/')
      } catch (error) {
        console.error('The sign-in with the provider failed', error)
        clearSession()
        await navigate('/login')
      }
    }
    void signIn()
  }, [fragment, logInWithOAuth, navigate, showSnackbar, t])

  return (
    <>
      <LinearProgress aria-label={t('LOADING')} />
      <Typography sx={{ mt: 2, textAlign: 'center' }}>{t('OAUTH_SIGNING_IN')}</Typography>
    </>
  )
}
