// A new customer's first visit: register, log in, search the shop and open a product.
import { newCustomer } from '../support/api'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

/** A text or password field by its exact label (MUI marks required ones with an asterisk the label name leaves out). */
const field = (page: Page, labelKey: string) => page.getByRole('textbox', { name: text(labelKey), exact: true })

const PRODUCT_NAME = 'Apple Juice (1000ml)'

interface Product {
  name: string
  description: string
  price: number
}

test('a new customer registers, logs in, searches and sees a product in detail', async ({ page, request }) => {
  const customer = newCustomer('shopper')
  const products = (await (await request.get('/api/Products')).json()) as { data: Product[] }
  const product = products.data.find(({ name }) => name === PRODUCT_NAME)
  expect(product, `the shop sells ${PRODUCT_NAME}`).toBeDefined()

  await test.step('register with a security question and answer', async () => {
    await page.goto('/#/register')
    await field(page, 'LABEL_EMAIL').fill(customer.email)
    await field(page, 'LABEL_PASSWORD').fill(customer.password)
    await field(page, 'LABEL_PASSWORD_REPEAT').fill(customer.password)
    await page.getByRole('combobox', { name: text('LABEL_SECURITY_QUESTION') }).click()
    await page.getByRole('option').first().click()
    await field(page, 'LABEL_SECURITY_ANSWER').fill('Pulp')
    await page.getByRole('button', { name: text('BTN_REGISTER') }).click()
    await expect(page.getByText(text('CONFIRM_REGISTER'))).toBeVisible()
    await expect(page).toHaveURL(/#\/login$/)
  })

  await test.step('log in and see the account', async () => {
    await field(page, 'LABEL_EMAIL').fill(customer.email)
    await field(page, 'LABEL_PASSWORD').fill(customer.password)
    await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
    await expect(page).toHaveURL(/#\/search$/)
    await expect(page.getByRole('link', { name: text('TITLE_BASKET') })).toBeVisible()
    await page.getByRole('button', { name: text('TITLE_ACCOUNT') }).click()
    await expect(page.getByRole('menuitem', { name: customer.email })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  await test.step('search for apple in the navbar', async () => {
    const searchBox = page.getByRole('search').getByRole('textbox', { name: text('SEARCH_PLACEHOLDER') })
    await searchBox.fill('apple')
    await searchBox.press('Enter')
    await expect(page).toHaveURL(/#\/search\?q=apple$/)
    await expect(page.getByRole('heading', { name: `${text('TITLE_SEARCH_RESULTS')} - apple` })).toBeVisible()
  })

  await test.step('open the product and read its details', async () => {
    await page.getByRole('article', { name: PRODUCT_NAME }).click()
    const dialog = page.getByRole('dialog', { name: PRODUCT_NAME })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img', { name: PRODUCT_NAME })).toBeVisible()
    await expect(dialog).toContainText(product!.description)
    await expect(dialog).toContainText(`${product!.price.toFixed(2)}¤`)
    await expect(dialog.getByRole('heading', { name: text('LABEL_REVIEWS') })).toBeVisible()
    await dialog.getByRole('button', { name: text('CLOSE') }).click()
    await expect(dialog).toBeHidden()
  })
})
