// Guarded pages show the 403 page in place, with the reason, and keep the location.
import { logIn, newCustomer, registerCustomer } from '../support/api'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

test('a page for logged-in customers tells a logged-out visitor to log in', async ({ page }) => {
  await page.goto('/#/complain')
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
  await expect(page.getByText(text('UNAUTHORIZED_ACCESS_ERROR'))).toBeVisible()
  await expect(page).toHaveURL(/#\/complain$/)
})

test('the administration page turns a logged-out visitor away (a failed role check)', async ({ page }) => {
  await page.goto('/#/administration')
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
  await expect(page.getByText(text('UNAUTHORIZED_PAGE_ACCESS_ERROR'))).toBeVisible()
  await expect(page).toHaveURL(/#\/administration$/)
})

test('the administration page turns a logged-in customer away', async ({ page, request }) => {
  const customer = newCustomer('guarded')
  await registerCustomer(request, customer)
  const token = await logIn(request, customer)
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)

  await page.goto('/#/administration')
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
  await expect(page.getByText(text('UNAUTHORIZED_PAGE_ACCESS_ERROR'))).toBeVisible()
  await expect(page).toHaveURL(/#\/administration$/)
})
