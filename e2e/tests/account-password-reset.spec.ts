// A customer who forgot the password resets it with the security answer, then logs in with the new one.
import type { Page } from '@playwright/test'
import { newCustomer } from '../support/api'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

/** A text or password field by its exact label (MUI marks required ones with an asterisk the label name leaves out). */
const field = (page: Page, labelKey: string) => page.getByRole('textbox', { name: text(labelKey), exact: true })

test('a customer resets a forgotten password through the security question and logs in with it', async ({
  page,
  request,
}) => {
  const customer = newCustomer('forgetful')
  const newPassword = 'Squeezed-Again-7'
  let question = ''

  await test.step('register with a security question and its answer', async () => {
    await page.goto('/#/register')
    await field(page, 'LABEL_EMAIL').fill(customer.email)
    await field(page, 'LABEL_PASSWORD').fill(customer.password)
    await field(page, 'LABEL_PASSWORD_REPEAT').fill(customer.password)
    await page.getByRole('combobox', { name: text('LABEL_SECURITY_QUESTION') }).click()
    const firstQuestion = page.getByRole('option').first()
    question = (await firstQuestion.textContent()) ?? ''
    await firstQuestion.click()
    await field(page, 'LABEL_SECURITY_ANSWER').fill('Pulp')
    await page.getByRole('button', { name: text('BTN_REGISTER') }).click()
    await expect(page).toHaveURL(/#\/login$/)
  })

  await test.step('the question shows once the email is typed, and unlocks the form', async () => {
    await page.goto('/#/forgot-password')
    await expect(field(page, 'LABEL_SECURITY_ANSWER')).toBeDisabled()
    await field(page, 'LABEL_EMAIL').fill(customer.email)
    await expect(page.getByTestId('security-question')).toHaveText(
      text('SECURITY_QUESTION_OF_ACCOUNT', { question }),
    )
    await expect(field(page, 'LABEL_SECURITY_ANSWER')).toBeEnabled()
  })

  await test.step('a wrong answer is refused and clears the form', async () => {
    await field(page, 'LABEL_SECURITY_ANSWER').fill('Not the answer')
    await field(page, 'LABEL_NEW_PASSWORD').fill(newPassword)
    await field(page, 'LABEL_NEW_PASSWORD_REPEAT').fill(newPassword)
    await page.getByRole('button', { name: text('BTN_CHANGE') }).click()
    await expect(page.getByTestId('forgot-password-outcome')).toHaveText('Wrong answer to security question.')
    await expect(field(page, 'LABEL_EMAIL')).toHaveValue('')
  })

  await test.step('the right answer sets the new password', async () => {
    await field(page, 'LABEL_EMAIL').fill(customer.email)
    await expect(field(page, 'LABEL_SECURITY_ANSWER')).toBeEnabled()
    await field(page, 'LABEL_SECURITY_ANSWER').fill('Pulp')
    await field(page, 'LABEL_NEW_PASSWORD').fill(newPassword)
    await field(page, 'LABEL_NEW_PASSWORD_REPEAT').fill(newPassword)
    await page.getByRole('button', { name: text('BTN_CHANGE') }).click()
    await expect(page.getByTestId('forgot-password-outcome')).toHaveText(text('PASSWORD_SUCCESSFULLY_CHANGED'))
  })

  await test.step('the old password no longer works, the new one does', async () => {
    expect((await request.post('/rest/user/login', { data: customer })).status()).toBe(401)
    await page.goto('/#/login')
    await field(page, 'LABEL_EMAIL').fill(customer.email)
    await field(page, 'LABEL_PASSWORD').fill(newPassword)
    await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
    await expect(page).toHaveURL(/#\/search$/)
    await expect(page.getByRole('link', { name: text('TITLE_BASKET') })).toBeVisible()
  })
})
