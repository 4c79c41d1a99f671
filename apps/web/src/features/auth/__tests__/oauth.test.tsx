import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getCookie } from '@/lib/cookies'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, testConfig, tokenWithRole } from '@/testing/render'
import { publicUser, rowAnswer } from '@/testing/shop-fixtures'
import { GOOGLE_USERINFO_URL, oauthPassword } from '../api/oauth-login'
import { OAuthReturn } from '../components/oauth-return'
import { LoginForm } from '../components/login-form'

const EMAIL = 'bjoern.kimminich@gmail.com'
/** base64 of the reversed email, as the shop derives it. */
const DERIVED_PASSWORD = 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI='
const RETURN_FRAGMENT = '/access_token=ya29.token-from-google&token_type=Bearer&expires_in=3599&scope=email'

describe('OAuth sign-in', () => {
  it('derives the password from the reversed email', () => {
    expect(oauthPassword(EMAIL)).toBe(DERIVED_PASSWORD)
  })

  it('fetches the provider profile, registers, logs in with the oauth flag and goes to the start page', async () => {
    const token = tokenWithRole('customer')
    const server = stubServer({
      [`GET ${GOOGLE_USERINFO_URL}ya29.token-from-google`]: { json: { email: EMAIL, verified_email: true } },
      'POST /api/Users/': { status: 201, json: rowAnswer(publicUser({ id: 42, email: EMAIL })) },
      'POST /rest/user/login': { json: { authentication: { token, bid: 7, umail: EMAIL } } },
    })
    const { router } = renderScreen(<OAuthReturn fragment={RETURN_FRAGMENT} />, '/oauth')

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(server.requestsTo('POST', '/api/Users/')[0].body).toEqual({
      email: EMAIL,
      password: DERIVED_PASSWORD,
      passwordRepeat: DERIVED_PASSWORD,
    })
    expect(server.requestsTo('POST', '/rest/user/login')[0].body).toEqual({
      email: EMAIL,
      password: DERIVED_PASSWORD,
      oauth: true,
    })
    expect(localStorage.getItem('token')).toBe(token)
    expect(getCookie('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('7')
    expect(await screen.findByText('You are logged in with your Google account.')).toBeInTheDocument()
    // The provider never sees the shop's own headers.
    const [providerCall] = server.requests
    expect(providerCall.headers.has('Authorization')).toBe(false)
  })

  it('logs in anyway when the account exists already', async () => {
    const token = tokenWithRole('customer')
    stubServer({
      [`GET ${GOOGLE_USERINFO_URL}ya29.token-from-google`]: { json: { email: EMAIL } },
      'POST /api/Users/': { status: 400, json: { message: 'Validation error', errors: [] } },
      'POST /rest/user/login': { json: { authentication: { token, bid: 7, umail: EMAIL } } },
    })
    const { router } = renderScreen(<OAuthReturn fragment={RETURN_FRAGMENT} />, '/oauth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('forgets any session and goes to the login when the provider refuses the token', async () => {
    localStorage.setItem('token', 'stale')
    sessionStorage.setItem('bid', '3')
    const server = stubServer({
      [`GET ${GOOGLE_USERINFO_URL}ya29.token-from-google`]: { status: 401, json: { error: 'invalid_token' } },
    })
    const { router } = renderScreen(<OAuthReturn fragment={RETURN_FRAGMENT} />, '/oauth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('token')).toBeNull()
    expect(sessionStorage.getItem('bid')).toBeNull()
    expect(server.requestsTo('POST', '/rest/user/login')).toHaveLength(0)
  })

  it('offers the Google login only where the shop may be returned to', async () => {
    const config = {
      ...testConfig(),
      application: {
        ...testConfig().application,
        googleOauth: { clientId: 'client-123', authorizedRedirects: [{ uri: window.location.origin }] },
      },
    }
    stubServer({ 'GET /rest/admin/application-configuration': { json: { config } } })
    renderScreen(<LoginForm />, '/login')
    const button = await screen.findByRole('link', { name: 'Log in with Google' })
    const target = new URL(button.getAttribute('href')!)
    expect(`${target.origin}${target.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      client_id: 'client-123',
      response_type: 'token',
      scope: 'email',
      redirect_uri: window.location.origin,
    })
  })

  it('hides the Google login on an origin that is not an authorized redirect', async () => {
    const config = {
      ...testConfig(),
      application: {
        ...testConfig().application,
        googleOauth: { clientId: 'client-123', authorizedRedirects: [{ uri: 'https://shop.example' }] },
      },
    }
    const server = stubServer({ 'GET /rest/admin/application-configuration': { json: { config } } })
    renderScreen(<LoginForm />, '/login')
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(screen.queryByRole('link', { name: 'Log in with Google' })).not.toBeInTheDocument()
  })
})
