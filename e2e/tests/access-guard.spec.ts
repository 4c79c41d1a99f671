// Guarded pages show the 403 page in place, with the reason, and keep the location.
import type { Page } from '@playwright/test'
import { logIn, newCustomer, registerCustomer } from '../support/api'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

/** Opens the page at `path` and checks it shows the 403 page with the reason `reasonKey`, keeping the location. */
async function expectTurnedAway(page: Page, path: string, reasonKey: string) {
  await page.goto(`/#${path}`)
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
  await expect(page.getByText(text(reasonKey))).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`#${path}$`))
}

test('a page for logged-in customers tells a logged-out visitor to log in', async ({ page }) => {
  await expectTurnedAway(page, '/complain', 'UNAUTHORIZED_ACCESS_ERROR')
})

test('the administration page turns a logged-out visitor away (a failed role check)', async ({ page }) => {
  await expectTurnedAway(page, '/administration', 'UNAUTHORIZED_PAGE_ACCESS_ERROR')
})

test('the administration page turns a logged-in customer away', async ({ page, request }) => {
  const customer = newCustomer('guarded')
  await registerCustomer(request, customer)
  const token = await logIn(request, customer)
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)

  await expectTurnedAway(page, '/administration', 'UNAUTHORIZED_PAGE_ACCESS_ERROR')
  await expect(page.getByRole('table', { name: text('TITLE_REGISTERED_USERS') })).toBeHidden()
})
