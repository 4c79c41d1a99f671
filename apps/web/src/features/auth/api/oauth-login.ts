import { useMutation } from '@tanstack/react-query'
import type { LoginSuccess } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { loginUser } from './login'
import { useStartSession } from './start-session'

/** Google's user-info endpoint; the access token from the sign-in is appended. */
export const GOOGLE_USERINFO_URL = 'https://www.googleapis.com/oauth2/v1/userinfo?alt=json&access_token='
/** Google's sign-in page for the implicit flow (the access token comes back in the URL fragment). */
export const GOOGLE_SIGN_IN_URL = 'https://accounts.google.com/o/oauth2/v2/auth'

/** Where the browser goes to sign in with Google; Google sends it back to `redirectUri` with the token. */
export function googleSignInUrl(clientId: string, redirectUri: string): string {
  const query = new URLSearchParams({ client_id: clientId, response_type: 'token', scope: 'email', redirect_uri: redirectUri })
  return `${GOOGLE_SIGN_IN_URL}?${query.toString()}`
}

/** The email of the provider account the access token belongs to (a plain fetch: no shop headers go to Google). */
async function fetchOAuthEmail(accessToken: string): Promise<string> {
  const response = await fetch(GOOGLE_USERINFO_URL + encodeURIComponent(accessToken))
  if (!response.ok) throw new Error(`The sign-in provider answered ${response.status}`)
  const { email } = (await response.json()) as { email?: unknown }
  if (typeof email !== 'string' || email === '') throw new Error('The sign-in provider sent no email address')
  return email
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

// vuln-code-snippet start oauthUserPasswordChallenge
/** Accounts made through the provider get a password derived from the email alone: anyone can compute it. */
export function oauthPassword(email: string): string {
  return base64(email.split('').reverse().join('')) // vuln-code-snippet vuln-line oauthUserPasswordChallenge
}
// vuln-code-snippet end oauthUserPasswordChallenge

/**
 * Signs in the provider's user: registers the account on the first visit (a failed registration just means it
 * exists already), then logs in with the derived password and the oauth flag.
 */
export async function logInWithOAuth(accessToken: string): Promise<LoginSuccess> {
  const email = await fetchOAuthEmail(accessToken)
  const password = oauthPassword(email)
  await apiRequest('/api/Users/', { method: 'POST', body: { email, password, passwordRepeat: password } }).catch(
    () => undefined,
  )
  return loginUser({ email, password, oauth: true })
}

/** The sign-in with the provider's access token; a success starts the session before the promise settles. */
export function useOAuthLogin() {
  const startSession = useStartSession()
  return useMutation({
    mutationFn: logInWithOAuth,
    onSuccess: ({ authentication }) => startSession(authentication),
  })
}
