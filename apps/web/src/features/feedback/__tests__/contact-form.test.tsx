import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'

/** Pastes `text` into `field`: as a user would, but fast enough for a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}
import { ContactForm } from '../components/contact-form'

let captchaNumber = 0
const freshCaptcha = () => ({ json: { captchaId: captchaNumber++, captcha: '3*4+1', answer: '13' } })

async function rate(stars: number) {
  const slider = screen.getByRole('slider', { name: 'Rating' })
  fireEvent.change(slider, { target: { value: stars } })
}

// the first test also pays for loading MUI on a busy machine
describe('contact form', { timeout: 20_000 }, () => {
  it('signs with the masked email, sends comment, rating, captcha and the hidden user id, then thanks and resets', async () => {
    const server = stubServer({ 'GET /rest/captcha/': freshCaptcha, 'POST /api/Feedbacks/': { status: 201, json: { status: 'success', data: { id: 9 } } } })
    const user = userEvent.setup()
    renderScreen(<ContactForm user={{ id: 2, email: 'jim@juice-sh.op' }} />, '/contact')
    expect(screen.getByLabelText('Author')).toHaveValue('***@juice-sh.op')
    expect(await screen.findByText('3*4+1')).toBeInTheDocument()
    await fill(user, screen.getByLabelText(/^comment/i), 'Loved the apple juice')
    await rate(5)
    await fill(user, screen.getByLabelText(/^result/i), '13')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Five stars! Thank you so much for your wonderful feedback.')).toBeInTheDocument()
    const [sent] = server.requestsTo('POST', '/api/Feedbacks/')
    expect(sent.body).toEqual({ UserId: 2, captchaId: 0, captcha: '13', comment: 'Loved the apple juice (***@juice-sh.op)', rating: 5 })
    await waitFor(() => expect(screen.getByLabelText(/^comment/i)).toHaveValue(''))
    expect(server.requestsTo('GET', '/rest/captcha/').length).toBeGreaterThanOrEqual(2)
  })

  it('posts anonymously without a user id and thanks for fewer stars', async () => {
    const server = stubServer({ 'GET /rest/captcha/': freshCaptcha, 'POST /api/Feedbacks/': { status: 201, json: { status: 'success', data: { id: 9 } } } })
    const user = userEvent.setup()
    renderScreen(<ContactForm />, '/contact')
    expect(screen.getByLabelText('Author')).toHaveValue('Anonymous')
    await screen.findByText('3*4+1')
    await fill(user, screen.getByLabelText(/^comment/i), 'Fine')
    await rate(3)
    await fill(user, screen.getByLabelText(/^result/i), '13')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument()
    const [sent] = server.requestsTo('POST', '/api/Feedbacks/')
    expect(sent.body).toMatchObject({ comment: 'Fine (anonymous)', rating: 3 })
    expect(sent.body).not.toHaveProperty('UserId')
  })

  it('keeps the button disabled without comment, stars or a whole-number result, and says why', async () => {
    stubServer({ 'GET /rest/captcha/': freshCaptcha })
    const user = userEvent.setup()
    renderScreen(<ContactForm />, '/contact')
    const submit = screen.getByRole('button', { name: 'Submit' })
    await user.click(screen.getByLabelText(/^comment/i))
    await user.tab()
    expect(screen.getByText('Please write a comment.')).toBeInTheDocument()
    await fill(user, screen.getByLabelText(/^comment/i), 'Nice')
    await user.click(screen.getByLabelText(/^result/i))
    await user.tab()
    expect(screen.getByText('Please enter the result of the calculation.')).toBeInTheDocument()
    await fill(user, screen.getByLabelText(/^result/i), '1.5')
    expect(screen.getByText('Please enter the result as a whole number.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^result/i))
    await fill(user, screen.getByLabelText(/^result/i), '13')
    expect(submit).toBeDisabled()
    await rate(1)
    expect(submit).toBeEnabled()
  })

  it('shows a wrong answer in an error snackbar, keeps the comment and asks a new captcha', async () => {
    const server = stubServer({ 'GET /rest/captcha/': freshCaptcha, 'POST /api/Feedbacks/': { status: 401, text: 'Wrong answer to CAPTCHA. Please try again.' } })
    const user = userEvent.setup()
    renderScreen(<ContactForm />, '/contact')
    await screen.findByText('3*4+1')
    await fill(user, screen.getByLabelText(/^comment/i), 'Nice')
    await rate(4)
    await fill(user, screen.getByLabelText(/^result/i), '12')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Wrong answer to CAPTCHA. Please try again.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^comment/i)).toHaveValue('Nice')
    expect(screen.getByLabelText(/^result/i)).toHaveValue('')
    await waitFor(() => expect(server.requestsTo('GET', '/rest/captcha/')).toHaveLength(2))
  })
})
