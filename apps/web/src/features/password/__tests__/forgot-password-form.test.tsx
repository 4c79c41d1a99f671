import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { publicUser } from '@/testing/shop-fixtures'
import { ForgotPasswordForm, SECURITY_QUESTION_LOOKUP_DELAY_MS } from '../components/forgot-password-form'

const EMAIL = 'jim@juice-sh.op'
const QUESTION_PATH = '/rest/user/security-question?email=jim%40juice-sh.op'
const question = { json: { question: { id: 1, question: 'Your eldest siblings middle name?' } } }

type User = ReturnType<typeof userEvent.setup>

const field = (label: RegExp) => screen.getByLabelText(label)
const submitButton = () => screen.getByRole('button', { name: /change password/i })

/** Types the email and lets the lookup delay pass. */
async function enterEmail(user: User, email = EMAIL) {
  await user.type(field(/^email/i), email)
  await act(() => vi.advanceTimersByTimeAsync(SECURITY_QUESTION_LOOKUP_DELAY_MS))
}

async function fillReset(user: User) {
  await enterEmail(user)
  await screen.findByText('Your security question: Your eldest siblings middle name?')
  await user.type(field(/^answer/i), 'Samuel')
  await user.type(field(/^new password/i), 'I<3Spock')
  await user.type(field(/^repeat new password/i), 'I<3Spock')
}

describe('forgot password form', () => {
  let user: User
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  })
  afterEach(() => vi.useRealTimers())

  it('looks the security question up only once typing has paused for a second', async () => {
    const server = stubServer({ [`GET ${QUESTION_PATH}`]: question })
    renderScreen(<ForgotPasswordForm />, '/forgot-password')
    expect(field(/^answer/i)).toBeDisabled()
    expect(field(/^new password/i)).toBeDisabled()
    expect(field(/^repeat new password/i)).toBeDisabled()

    await user.type(field(/^email/i), EMAIL)
    await act(() => vi.advanceTimersByTimeAsync(SECURITY_QUESTION_LOOKUP_DELAY_MS / 2))
    expect(server.requests).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(SECURITY_QUESTION_LOOKUP_DELAY_MS / 2))

    expect(await screen.findByText('Your security question: Your eldest siblings middle name?')).toBeInTheDocument()
    expect(server.requests.map(({ path }) => path)).toEqual([QUESTION_PATH])
    expect(field(/^answer/i)).toBeEnabled()
    expect(field(/^new password/i)).toBeEnabled()
  })

  it('keeps the form locked for an email without an account', async () => {
    stubServer({ 'GET /rest/user/security-question?email=nobody%40juice-sh.op': { json: {} } })
    renderScreen(<ForgotPasswordForm />, '/forgot-password')
    await enterEmail(user, 'nobody@juice-sh.op')
    await waitFor(() => expect(field(/^answer/i)).toBeDisabled())
    expect(screen.queryByTestId('security-question')).not.toBeInTheDocument()
  })

  it('shows the rule messages and keeps the button disabled while a rule is broken', async () => {
    stubServer({ [`GET ${QUESTION_PATH}`]: question })
    renderScreen(<ForgotPasswordForm />, '/forgot-password')
    await user.type(field(/^email/i), 'jim')
    expect(screen.getByText('This does not look like an email address.')).toBeInTheDocument()
    await user.clear(field(/^email/i))
    await enterEmail(user)
    await screen.findByTestId('security-question')
    await user.click(field(/^answer/i))
    await user.tab()
    expect(screen.getByText('Please answer the security question.')).toBeInTheDocument()
    await user.type(field(/^new password/i), 'abcd')
    expect(screen.getByText('Use at least 5 characters.')).toBeInTheDocument()
    await user.type(field(/^repeat new password/i), 'abce')
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument()
    expect(submitButton()).toBeDisabled()
  })

  it('resets the password and confirms it', async () => {
    const server = stubServer({
      [`GET ${QUESTION_PATH}`]: question,
      'POST /rest/user/reset-password': { json: { user: publicUser({ id: 2, email: EMAIL }) } },
    })
    renderScreen(<ForgotPasswordForm />, '/forgot-password')
    await fillReset(user)
    await user.click(submitButton())

    expect(await screen.findByTestId('forgot-password-outcome')).toHaveTextContent('Your password has been changed.')
    expect(server.requestsTo('POST', '/rest/user/reset-password')[0].body).toEqual({
      email: EMAIL,
      answer: 'Samuel',
      new: 'I<3Spock',
      repeat: 'I<3Spock',
    })
    expect(field(/^email/i)).toHaveValue('')
  })

  it('shows the server error and clears the form', async () => {
    stubServer({
      [`GET ${QUESTION_PATH}`]: question,
      'POST /rest/user/reset-password': { status: 401, text: 'Wrong answer to security question.' },
    })
    renderScreen(<ForgotPasswordForm />, '/forgot-password')
    await fillReset(user)
    await user.click(submitButton())

    expect(await screen.findByTestId('forgot-password-outcome')).toHaveTextContent('Wrong answer to security question.')
    expect(field(/^email/i)).toHaveValue('')
    expect(field(/^answer/i)).toHaveValue('')
    expect(field(/^new password/i)).toHaveValue('')
  })
})
