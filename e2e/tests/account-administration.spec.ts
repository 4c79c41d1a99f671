// The admin section lists the registered users and the customer feedback (access-guard.spec.ts turns customers away).
import { logIn } from '../support/api'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' }

test('an admin sees the registered users and the customer feedback', async ({ page, request }) => {
  const token = await logIn(request, ADMIN)
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)
  await page.goto('/#/administration')

  const users = page.getByRole('table', { name: text('TITLE_REGISTERED_USERS') })
  await expect(users.getByRole('row').filter({ hasText: ADMIN.email })).toHaveCount(1)
  await expect(users.getByTestId('user-row')).toHaveCount(10)
  await expect(page.getByText(/^1–10 of \d+$/).first()).toBeVisible()

  const feedback = page.getByRole('table', { name: text('TITLE_CUSTOMER_FEEDBACK') })
  await expect(feedback.getByTestId('feedback-row').first()).toBeVisible()
  await expect(feedback.getByRole('img', { name: /Stars?$/ }).first()).toBeVisible()

  await users.getByRole('button', { name: text('BTN_SHOW_USER_DETAILS', { id: 1 }), exact: true }).click()
  const details = page.getByRole('dialog', { name: text('TITLE_USER_DETAILS', { id: 1 }) })
  await expect(details.getByRole('cell', { name: ADMIN.email })).toBeVisible()
  await expect(details.getByRole('rowheader', { name: text('LABEL_ROLE') }).locator('..')).toContainText('admin')
})
