import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { FAILURE_BANNER_MS, TwoFactorLoginForm } from '../components/two-factor-login-form'

const codeField = () => screen.getByLabelText(/6-digit code/i)
const loginButton = () => screen.getByRole('button', { name: /log in/i })

describe('second login step', () => {
  afterEach(() => vi.useRealTimers())

  it('accepts only six digits', async () => {
    const user = userEvent.setup()
    renderScreen(<TwoFactorLoginForm />, '/2fa/enter')
    expect(loginButton()).toBeDisabled()
    await user.type(codeField(), '12a45')
    await user.tab()
    expect(screen.getByText('Enter the current 6-digit code from your authenticator app.')).toBeInTheDocument()
    expect(loginButton()).toBeDisabled()
    await user.clear(codeField())
    await user.type(codeField(), '123456')
    expect(loginButton()).toBeEnabled()
  })

  it('sends the code with the temporary token, stores the session and goes to the search page', async () => {
    sessionStorage.setItem('totp_tmp_token', 'tmp.jwt.token')
    const token = tokenWithRole('customer')
    const server = stubServer({
      'POST /rest/2fa/verify': { json: { authentication: { token, bid: 9, umail: 'wurstbrot@juice-sh.op' } } },
    })
    const user = userEvent.setup()
    const { router } = renderScreen(<TwoFactorLoginForm />, '/2fa/enter')
    await user.type(codeField(), '654321')
    await user.click(loginButton())

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(server.requestsTo('POST', '/rest/2fa/verify')[0].body).toEqual({ tmpToken: 'tmp.jwt.token', totpToken: '654321' })
    expect(localStorage.getItem('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('9')
    expect(sessionStorage.getItem('totp_tmp_token')).toBeNull()
  })

  it('shows the failure banner for five seconds when the code is refused', async () => {
    sessionStorage.setItem('totp_tmp_token', 'tmp.jwt.token')
    stubServer({ 'POST /rest/2fa/verify': { status: 401 } })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { router } = renderScreen(<TwoFactorLoginForm />, '/2fa/enter')
    await user.type(codeField(), '000000')
    await user.click(loginButton())

    expect(await screen.findByTestId('two-factor-failure')).toHaveTextContent(/6-digit code/)
    expect(router.state.location.pathname).toBe('/2fa/enter')
    expect(localStorage.getItem('token')).toBeNull()
    expect(codeField()).toHaveValue('')
    await act(() => vi.advanceTimersByTimeAsync(FAILURE_BANNER_MS - 500))
    expect(screen.getByTestId('two-factor-failure')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.queryByTestId('two-factor-failure')).not.toBeInTheDocument()
  })
})
