import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Google from '@mui/icons-material/Google'
import { useApplicationConfig } from '@/lib/app-config'
import { googleSignInUrl } from '../api/oauth-login'

/**
 * Sign-in with Google, offered only where the shop's OAuth client may send users back to: the current origin must
 * be one of the configured authorized redirects (a proxy address, when configured, is where Google returns to).
 */
export function OAuthLoginButton() {
  const { t } = useTranslation()
  const oauth = useApplicationConfig()?.application.googleOauth
  const redirect = oauth?.authorizedRedirects.find(({ uri }) => uri === window.location.origin)
  if (!oauth || !redirect) return null
  const signInUrl = googleSignInUrl(oauth.clientId, redirect.proxy ?? redirect.uri)
  return (
    <Button variant="outlined" component="a" href={signInUrl} startIcon={<Google />}>
      {t('LOGIN_WITH_GOOGLE')}
    </Button>
  )
}
