import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TwoFactorStatus } from '@pulp/shared'
import { stubServer, type FakeReply } from '@/testing/fake-server'
import { storeToken } from '@/lib/auth-storage'
import { renderScreen, testConfig, tokenWithRole } from '@/testing/render'
import { TwoFactorSettings } from '../components/two-factor-settings'

// The QR code itself is the library's business; the test checks what it is asked to draw.
vi.mock('qrcode.react', () => ({
  QRCodeSVG: (props: { value: string; level: string; size: number }) => (
    <div data-testid="qr-code" data-value={props.value} data-level={props.level} data-size={props.size} />
  ),
}))

const OFFER: TwoFactorStatus = { setup: false, secret: 'JBSWY3DPEHPK3PXP', email: 'amy@juice-sh.op', setupToken: 'setup.jwt.token' }
const config = { json: { config: testConfig() } }

type User = ReturnType<typeof userEvent.setup>

/** Answers the status calls in turn (the last answer repeats). */
function statusSequence(...answers: FakeReply<TwoFactorStatus>[]) {
  let call = 0
  return () => answers[Math.min(call++, answers.length - 1)]
}

const passwordField = () => screen.getByLabelText(/^current password/i)

async function fillSetup(user: User, code = '123456') {
  await user.type(passwordField(), 'K1f.....................')
  await user.type(screen.getByLabelText(/^code from your authenticator app/i), code)
}

describe('two-factor authentication settings', () => {
  beforeEach(() => storeToken(tokenWithRole('customer')))

  it('tells a logged-out visitor at once to log in, without asking the server', async () => {
    localStorage.clear()
    const server = stubServer({ 'GET /rest/admin/application-configuration': config })
    renderScreen(<TwoFactorSettings />, '/privacy-security/two-factor-authentication')
    expect(screen.getByText('Log in to set up two-factor authentication for your account.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(server.requestsTo('GET', '/rest/2fa/status')).toHaveLength(0)
  })

  it('offers a QR code of the key URI, level L, 300 pixels, and the secret to type', async () => {
    stubServer({ 'GET /rest/admin/application-configuration': config, 'GET /rest/2fa/status': { json: OFFER } })
    renderScreen(<TwoFactorSettings />, '/privacy-security/two-factor-authentication')
    const qrCode = await screen.findByTestId('qr-code')
    await waitFor(() =>
      expect(qrCode).toHaveAttribute(
        'data-value',
        'otpauth://totp/Pulp%20Test%20Shop:amy%40juice-sh.op?secret=JBSWY3DPEHPK3PXP&issuer=Pulp%20Test%20Shop',
      ),
    )
    expect(qrCode).toHaveAttribute('data-level', 'L')
    expect(qrCode).toHaveAttribute('data-size', '300')
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP')
  })

  it('needs the current password and a six-digit code before it sets 2FA up', async () => {
    stubServer({ 'GET /rest/admin/application-configuration': config, 'GET /rest/2fa/status': { json: OFFER } })
    const user = userEvent.setup()
    renderScreen(<TwoFactorSettings />, '/privacy-security/two-factor-authentication')
    const button = await screen.findByRole('button', { name: /switch two-factor authentication on/i })
    expect(button).toBeDisabled()
    await user.click(passwordField())
    await user.tab()
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument()
    await fillSetup(user, '12345')
    expect(screen.getByText('Enter the current 6-digit code from your authenticator app.')).toBeInTheDocument()
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText(/^code from your authenticator app/i), '6')
    expect(button).toBeEnabled()
  })

  it('sets 2FA up with the setup token, confirms it and then offers the removal', async () => {
    const server = stubServer({
      'GET /rest/admin/application-configuration': config,
      'GET /rest/2fa/status': statusSequence({ json: OFFER }, { json: { setup: true } }),
      'POST /rest/2fa/setup': { status: 200 },
    })
    const user = userEvent.setup()
    renderScreen(<TwoFactorSettings />, '/privacy-security/two-factor-authentication')
    await screen.findByTestId('qr-code')
    await fillSetup(user)
    await user.click(screen.getByRole('button', { name: /switch two-factor authentication on/i }))

    expect(await screen.findByText('Two-factor authentication is now on. Your next login asks for a code.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /switch two-factor authentication off/i })).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/2fa/setup')[0].body).toEqual({
      password: 'K1f.....................',
      initialToken: '123456',
      setupToken: 'setup.jwt.token',
    })
  })

  it('reports a refused setup and stays on the setup', async () => {
    stubServer({
      'GET /rest/admin/application-configuration': config,
      'GET /rest/2fa/status': { json: OFFER },
      'POST /rest/2fa/setup': { status: 401 },
    })
    const user = userEvent.setup()
    renderScreen(<TwoFactorSettings />, '/privacy-security/two-factor-authentication')
    await screen.findByTestId('qr-code')
    await fillSetup(user)
    await user.click(screen.getByRole('button', { name: /switch two-factor authentication on/i }))
    expect(await screen.findByText(/could not be changed/)).toBeInTheDocument()
    expect(screen.getByTestId('qr-code')).toBeInTheDocument()
    expect(passwordField()).toHaveValue('')
  })

  it('removes 2FA with the current password and then offers a new setup', async () => {
    const server = stubServer({
      'GET /rest/admin/application-configuration': config,
      'GET /rest/2fa/status': statusSequence({ json: { setup: true } }, { json: OFFER }),
      'POST /rest/2fa/disable': { status: 200 },
    })
    const user = userEvent.setup()
    renderScreen(<TwoFactorSettings />, '/privacy-security/two-factor-authentication')
    const removeButton = await screen.findByRole('button', { name: /switch two-factor authentication off/i })
    expect(removeButton).toBeDisabled()
    await user.type(passwordField(), 'K1f.....................')
    await user.click(removeButton)

    expect(await screen.findByText('Two-factor authentication is now off.')).toBeInTheDocument()
    expect(await screen.findByTestId('qr-code')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/2fa/disable')[0].body).toEqual({ password: 'K1f.....................' })
  })
})
