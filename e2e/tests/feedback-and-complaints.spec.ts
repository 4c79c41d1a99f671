// The contact form with its math captcha, a complaint with an invoice upload, and the persisted feedback XSS.
// The XSS is checked where the comment renders in this branch: the administration's feedback table (the about
// page's carousel comes with the community pages).
import { challengeState, logIn, newCustomer, registerCustomer } from '../support/api'
import { unsafeShopTest, expect, test } from '../support/fixtures'
import { text } from '../support/texts'

const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' }

/** The value of a captcha such as "7*3+2" (digits and * + - only, multiplication first). */
function solveCaptcha(captcha: string): string {
  expect(captcha).toMatch(/^\d+[*+-]\d+[*+-]\d+$/)
  const sum = captcha.split(/(?=[+-])/).map((term) => term.split('*').reduce((product, factor) => product * Number(factor.replace('+', '')), 1))
  return String(sum.reduce((total, term) => total + term, 0))
}

test('a visitor sends feedback through the contact form after solving the captcha', async ({ page, request }) => {
  const comment = `Fresh and fruity ${Date.now()}`
  await page.goto('/#/contact')
  const form = page.getByRole('form', { name: text('TITLE_CONTACT') })
  await expect(form.getByLabel(text('LABEL_AUTHOR'))).toHaveValue(text('ANONYMOUS'))
  await form.getByLabel(text('LABEL_COMMENT')).fill(comment)
  const submit = form.getByRole('button', { name: text('BTN_SUBMIT') })
  const slider = form.getByRole('slider', { name: text('LABEL_RATING') })
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')

  // a wrong result is refused by the server, and a new captcha appears
  const firstCaptcha = await page.locator('#captcha').textContent()
  await form.getByLabel(text('LABEL_CAPTCHA_RESULT')).fill(String(Number(solveCaptcha(firstCaptcha ?? '')) + 1))
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong answer to CAPTCHA. Please try again.' })).toBeVisible()
  await expect(form.getByLabel(text('LABEL_CAPTCHA_RESULT'))).toHaveValue('')

  const captcha = await page.locator('#captcha').textContent()
  await form.getByLabel(text('LABEL_CAPTCHA_RESULT')).fill(solveCaptcha(captcha ?? ''))
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: text('FEEDBACK_THANK_YOU') })).toBeVisible()
  await expect(form.getByLabel(text('LABEL_COMMENT'))).toHaveValue('')

  const { data } = await (await request.get('/api/Feedbacks/')).json()
  expect(data).toContainEqual(expect.objectContaining({ comment: `${comment} (anonymous)`, rating: 2, UserId: null }))
})

test('a customer files a complaint with an invoice upload and gets a reference', async ({ page, request, baseURL }) => {
  const customer = newCustomer('complainer')
  await registerCustomer(request, customer)
  const token = await logIn(request, customer)
  // logged in as the web app does it: the token in local storage and in the cookie
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL }])
  await page.goto('/#/complain')
  const form = page.getByRole('form', { name: text('TITLE_COMPLAIN') })
  await expect(form.getByLabel(text('LABEL_CUSTOMER'))).toHaveValue(customer.email)
  await expect(form.getByLabel(text('LABEL_CUSTOMER'))).toHaveAttribute('readonly')
  await form.getByLabel(text('LABEL_MESSAGE')).fill('The lid of my bottle was broken.')
  await form.getByTestId('invoice-input').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 invoice 4711') })
  await expect(form.getByText('invoice.pdf')).toBeVisible()
  await form.getByRole('button', { name: text('BTN_SUBMIT') }).click()
  const reply = form.getByRole('alert').filter({ hasText: /#\d+/ })
  await expect(reply).toBeVisible()
  const reference = Number(/#(\d+)/.exec((await reply.textContent()) ?? '')?.[1])
  await expect(reply).toHaveText(text('CUSTOMER_SUPPORT_COMPLAINT_REPLY', { ref: reference }))

  const complaints = await request.get('/api/Complaints/', { headers: { Authorization: `Bearer ${token}` } })
  expect((await complaints.json()).data).toContainEqual(
    expect.objectContaining({ id: reference, message: 'The lid of my bottle was broken.', file: 'invoice.pdf' }),
  )
})

test('the administration feedback table fits a 390 px wide screen', async ({ page, request }) => {
  const token = await logIn(request, ADMIN)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)
  await page.goto('/#/administration')
  const feedback = page.getByRole('table', { name: text('TITLE_CUSTOMER_FEEDBACK') })
  await expect(feedback.getByTestId('feedback-row').first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
  const tableBox = await feedback.boundingBox()
  expect((tableBox?.x ?? 0) + (tableBox?.width ?? 0)).toBeLessThanOrEqual(390)
})

unsafeShopTest('the masked iframe of a feedback comment runs on the about page and in the administration feedback table', async ({ page, request, dialogMessages }) => {
  const { captchaId, answer } = await (await request.get('/rest/captcha/')).json()
  const posted = await request.post('/api/Feedbacks/', {
    data: { captchaId, captcha: answer, rating: 1, comment: '<<script>Foo</script>iframe src="javascript:alert(`xss`)">' },
  })
  expect(posted.status()).toBe(201)
  expect((await challengeState(request, 'persistedXssFeedbackChallenge')).solved).toBe(true)

  // a visitor of the about page: the newest comment is the carousel's last slide, one step back from the first
  await page.goto('/#/about')
  const carousel = page.getByRole('region', { name: text('TITLE_CUSTOMER_FEEDBACK') })
  await carousel.getByRole('button', { name: text('LABEL_PREVIOUS_FEEDBACK') }).click()
  await expect(carousel.locator('iframe')).toHaveCount(1)
  await expect.poll(() => dialogMessages).toContain('xss')
  dialogMessages.length = 0

  const token = await logIn(request, ADMIN)
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)
  await page.goto('/#/administration')
  await page.reload() // the about page is the same document: only a load runs the init script that logs the admin in
  await expect(page.getByRole('table', { name: text('TITLE_CUSTOMER_FEEDBACK') }).locator('iframe')).toHaveCount(1)
  await expect.poll(() => dialogMessages).toContain('xss')
})
