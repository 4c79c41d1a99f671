// The accounting office: the accountant changes a product's price in the accounting page.
import type { Page } from '@playwright/test'
import { expect, freshShopTest as test } from '../support/fixtures'
import { text } from '../support/texts'

const ACCOUNTANT = { email: 'accountant@juice-sh.op', password: 'i am an awesome accountant' }
const PRODUCT_NAME = 'Apple Juice (1000ml)'

async function logInThroughTheForm(page: Page, customer: { email: string; password: string }) {
  await page.goto('/#/login')
  await page.getByRole('textbox', { name: text('LABEL_EMAIL'), exact: true }).fill(customer.email)
  await page.getByRole('textbox', { name: text('LABEL_PASSWORD'), exact: true }).fill(customer.password)
  await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
  await expect(page).toHaveURL(/#\/search$/)
}

test('the accountant edits a price in the accounting page', async ({ page, request }) => {
  await logInThroughTheForm(page, ACCOUNTANT)
  await page.goto('/#/accounting')
  const products = page.getByRole('table', { name: text('TITLE_PRODUCTS') })
  await expect(products.getByRole('row')).toHaveCount(11)
  const price = products.getByRole('spinbutton', { name: text('LABEL_PRICE_OF', { product: PRODUCT_NAME }) })
  await price.fill('2.49')
  await products.getByRole('button', { name: text('BTN_SAVE_VALUE', { label: text('LABEL_PRICE_OF', { product: PRODUCT_NAME }) }) }).click()
  await expect(page.getByText(text('PRICE_UPDATED', { product: PRODUCT_NAME, price: '2.49¤' }))).toBeVisible()

  const { data } = (await (await request.get('/api/Products/1')).json()) as { data: { name: string; price: number } }
  expect(data).toMatchObject({ name: PRODUCT_NAME, price: 2.49 })
  await expect(page.getByRole('table', { name: text('TITLE_ORDERS') }).getByRole('switch').first()).toBeVisible()
})
