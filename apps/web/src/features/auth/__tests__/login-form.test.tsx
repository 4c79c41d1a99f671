import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getCookie } from '@/lib/cookies'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { LoginForm } from '../components/login-form'

type User = ReturnType<typeof userEvent.setup>

async function logIn(user: User, email: string, password: string) {
  await user.type(screen.getByLabelText(/^email/i), email)
  await user.type(screen.getByLabelText(/^password/i), password)
  await user.click(screen.getByRole('button', { name: /log in/i }))
}

describe('login form', () => {
  it('keeps the button disabled while email or password is empty', async () => {
    const user = userEvent.setup()
    renderScreen(<LoginForm />, '/login')
    const button = screen.getByRole('button', { name: /log in/i })
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText(/^email/i), 'jim@juice-sh.op')
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText(/^password/i), 'x')
    expect(button).toBeEnabled()
  })

  it('shows the server text in an error box, clears the session and hides the box on focus', async () => {
    stubServer({ 'POST /rest/user/login': { status: 401, text: 'Invalid email or password.' } })
    sessionStorage.setItem('bid', '4')
    const user = userEvent.setup()
    renderScreen(<LoginForm />, '/login')
    await logIn(user, "' OR 1=1", 'wrong')

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password.')
    expect(sessionStorage.getItem('bid')).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    await user.click(screen.getByLabelText(/^password/i))
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument()
  })

  it('stores the session, remembers the email when asked and goes to the search page', async () => {
    const token = tokenWithRole('customer')
    const server = stubServer({
      'POST /rest/user/login': { json: { authentication: { token, bid: 3, umail: 'jim@juice-sh.op' } } },
    })
    const user = userEvent.setup()
    const { router } = renderScreen(<LoginForm />, '/login')
    await user.click(screen.getByRole('checkbox', { name: /remember/i }))
    await logIn(user, 'jim@juice-sh.op', 'ncc-1701')

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(server.requestsTo('POST', '/rest/user/login')[0].body).toEqual({ email: 'jim@juice-sh.op', password: 'ncc-1701' })
    expect(localStorage.getItem('token')).toBe(token)
    expect(getCookie('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('3')
    expect(localStorage.getItem('email')).toBe('jim@juice-sh.op')
  })

  it('forgets a remembered email when remember me is unticked', async () => {
    localStorage.setItem('email', 'old@juice-sh.op')
    const server = stubServer({ 'POST /rest/user/login': { status: 401, text: 'Invalid email or password.' } })
    const user = userEvent.setup()
    renderScreen(<LoginForm />, '/login')
    const remember = screen.getByRole('checkbox', { name: /remember/i })
    expect(remember).toBeChecked()
    expect(screen.getByLabelText(/^email/i)).toHaveValue('old@juice-sh.op')
    await user.click(remember)
    await user.type(screen.getByLabelText(/^password/i), 'secret')
    await user.click(screen.getByRole('button', { name: /log in/i }))
    await screen.findByTestId('login-error')
    expect(localStorage.getItem('email')).toBeNull()
    expect(server.requestsTo('POST', '/rest/user/login')[0].headers.get('X-User-Email')).toBeNull()
  })

  it('goes to the second-factor screen with the temporary token when 2FA is required', async () => {
    stubServer({
      'POST /rest/user/login': { status: 401, json: { status: 'totp_token_required', data: { tmpToken: 'tmp.jwt.token' } } },
    })
    const user = userEvent.setup()
    const { router } = renderScreen(<LoginForm />, '/login')
    await logIn(user, 'wurstbrot@juice-sh.op', 'EinBelegtesBrotMitSchinkenSCHINKEN!')

    await waitFor(() => expect(router.state.location.pathname).toBe('/2fa/enter'))
    expect(sessionStorage.getItem('totp_tmp_token')).toBe('tmp.jwt.token')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('still carries the UI test account that /login?testAccount fills in', () => {
    renderScreen(<LoginForm />, '/login?testAccount')
    expect(screen.getByLabelText(/^email/i)).toHaveValue('testing@juice-sh.op')
    expect(screen.getByLabelText(/^password/i)).toHaveValue('IamUsedForTesting')
  })
})
