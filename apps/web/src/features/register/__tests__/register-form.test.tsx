import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { listAnswer, publicUser, rowAnswer } from '@/testing/shop-fixtures'
import { RegisterForm } from '../components/register-form'

const securityQuestions = {
  json: listAnswer([{ id: 1, question: 'Your eldest siblings middle name?' }, { id: 2, question: 'Mother\'s maiden name?' }]),
}

async function chooseSecurityQuestion(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.click(screen.getByRole('combobox', { name: /security question/i }))
  await user.click(await screen.findByRole('option', { name: question }))
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^email/i), 'new.customer@juice-sh.op')
  await user.type(screen.getByLabelText(/^password/i), 'Secret1!')
  await user.type(screen.getByLabelText(/repeat password/i), 'Secret1!')
  await chooseSecurityQuestion(user, "Mother's maiden name?")
  await user.type(screen.getByLabelText(/^answer/i), 'Smith')
}

describe('registration form', () => {
  it('shows the translated rule messages and keeps the button disabled while the form is invalid', async () => {
    stubServer({ 'GET /api/SecurityQuestions/': securityQuestions })
    const user = userEvent.setup()
    renderScreen(<RegisterForm />, '/register')
    const button = screen.getByRole('button', { name: /create account/i })
    expect(button).toBeDisabled()

    const email = screen.getByLabelText(/^email/i)
    await user.click(email)
    await user.tab()
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument()
    await user.type(email, 'not-an-email')
    expect(screen.getByText('This does not look like an email address.')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^password/i), 'abc')
    expect(screen.getByText('Use between 5 and 40 characters.')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/repeat password/i), 'abd')
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument()

    const answer = screen.getByLabelText(/^answer/i)
    await user.click(answer)
    await user.tab()
    expect(screen.getByText('Please answer the security question.')).toBeInTheDocument()
    expect(button).toBeDisabled()
  })

  it('enables the button once every rule holds, then registers, saves the answer and goes to the login', async () => {
    const server = stubServer({
      'GET /api/SecurityQuestions/': securityQuestions,
      'POST /api/Users/': { status: 201, json: rowAnswer(publicUser({ id: 23, email: 'new.customer@juice-sh.op' })) },
      'POST /api/SecurityAnswers/': { status: 201, json: { status: 'success', data: {} } },
    })
    const user = userEvent.setup()
    const { router } = renderScreen(<RegisterForm />, '/register')
    await fillValidForm(user)
    const button = screen.getByRole('button', { name: /create account/i })
    expect(button).toBeEnabled()
    await user.click(button)

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(server.requestsTo('POST', '/api/Users/')[0].body).toEqual({
      email: 'new.customer@juice-sh.op',
      password: 'Secret1!',
      passwordRepeat: 'Secret1!',
      securityQuestion: { id: 2, question: "Mother's maiden name?" },
      securityAnswer: 'Smith',
    })
    expect(server.requestsTo('POST', '/api/SecurityAnswers/')[0].body).toEqual({
      UserId: 23,
      answer: 'Smith',
      SecurityQuestionId: 2,
    })
    expect(await screen.findByText(/your account is ready/i)).toBeInTheDocument()
  })

  it('shows the first server validation error with a capital first letter', async () => {
    stubServer({
      'GET /api/SecurityQuestions/': securityQuestions,
      'POST /api/Users/': {
        status: 400,
        json: { message: 'Validation error', errors: [{ field: 'email', message: 'email must be unique' }] },
      },
    })
    const user = userEvent.setup()
    renderScreen(<RegisterForm />, '/register')
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: /create account/i }))
    expect(await screen.findByText('Email must be unique')).toBeInTheDocument()
  })

  it('rates the password against the strength advice when the advice is switched on', async () => {
    stubServer({ 'GET /api/SecurityQuestions/': securityQuestions })
    const user = userEvent.setup()
    renderScreen(<RegisterForm />, '/register')
    await user.type(screen.getByLabelText(/^password/i), 'abcD1')
    expect(screen.queryByRole('list', { name: /strong password/i })).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: /password advice/i }))
    const advice = screen.getByRole('list', { name: /strong password/i })
    const satisfied = [...advice.querySelectorAll('[data-satisfied="true"]')].map((item) => item.textContent)
    expect(satisfied).toEqual(['contains a lower-case letter', 'contains an upper-case letter', 'contains a digit'])
  })
})
