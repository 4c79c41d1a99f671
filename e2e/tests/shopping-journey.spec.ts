// A new customer's first order: register, log in, search, fill the basket, check out, read the PDF, track it.
import { monthlyCoupon } from '@pulp/shared'
import { newCustomer } from '../support/api'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

/** A text or password field by its exact label (MUI marks required ones with an asterisk the label name leaves out). */
const field = (page: Page, labelKey: string) => page.getByRole('textbox', { name: text(labelKey), exact: true })

const PRODUCT_NAME = 'Apple Juice (1000ml)'
const SECOND_PRODUCT = 'Blood Orange Juice (1000ml)'

interface Product {
  name: string
  description: string
  price: number
}

test('a new customer registers, fills the basket, orders, opens the PDF and tracks the order', async ({ page, request }) => {
  test.setTimeout(120_000)
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
    const logIn = page.getByRole('button', { name: text('BTN_LOGIN') })
    // The login form may still be settling after the redirect on a busy machine: fill until it holds both values.
    await expect(async () => {
      await field(page, 'LABEL_EMAIL').fill(customer.email)
      await field(page, 'LABEL_PASSWORD').fill(customer.password)
      await expect(logIn).toBeEnabled({ timeout: 1000 })
    }).toPass()
    await logIn.click()
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
  })

  const basketLink = page.getByRole('link', { name: text('TITLE_BASKET') })
  await test.step('add the product from the dialog and a second one from the grid', async () => {
    const dialog = page.getByRole('dialog', { name: PRODUCT_NAME })
    await dialog.getByRole('button', { name: text('BTN_ADD_TO_BASKET_NAMED', { product: PRODUCT_NAME }) }).click()
    await expect(page.getByText(text('BASKET_ADD_PRODUCT', { product: PRODUCT_NAME }))).toBeVisible()
    await dialog.getByRole('button', { name: text('CLOSE') }).click()
    await expect(dialog).toBeHidden()
    await expect(basketLink).toContainText('1')

    const searchBox = page.getByRole('search').getByRole('textbox', { name: text('SEARCH_PLACEHOLDER') })
    await searchBox.fill('orange')
    await searchBox.press('Enter')
    await page.getByRole('button', { name: text('BTN_ADD_TO_BASKET_NAMED', { product: SECOND_PRODUCT }) }).click()
    await expect(page.getByText(text('BASKET_ADD_PRODUCT', { product: SECOND_PRODUCT }))).toBeVisible()
    await expect(basketLink).toContainText('2')
  })

  await test.step('open the basket, take one more of the first product and redeem a coupon', async () => {
    await basketLink.click()
    await expect(page).toHaveURL(/#\/basket$/)
    const basket = page.getByRole('table', { name: text('TITLE_BASKET') })
    await expect(basket.getByRole('rowheader', { name: SECOND_PRODUCT })).toBeVisible()
    await page.getByRole('button', { name: text('BTN_INCREASE_QUANTITY', { product: PRODUCT_NAME }) }).click()
    await expect(basket.getByRole('row', { name: new RegExp(PRODUCT_NAME.replace(/[()]/g, '\\$&')) })).toContainText(
      `${(product!.price * 2).toFixed(2)}¤`,
    )
    await expect(basketLink).toContainText('3')
    await page.getByRole('textbox', { name: text('LABEL_COUPON') }).fill(monthlyCoupon(10))
    await page.getByRole('button', { name: text('BTN_REDEEM') }).click()
    await expect(page.getByText(text('DISCOUNT_APPLIED', { discount: 10 }))).toBeVisible()
    await page.getByRole('button', { name: text('BTN_CHECKOUT') }).click()
  })

  await test.step('add a new delivery address and choose it', async () => {
    await expect(page).toHaveURL(/#\/address\/select$/)
    await page.getByRole('link', { name: text('BTN_ADD_NEW_ADDRESS') }).click()
    await field(page, 'LABEL_COUNTRY').fill('Germany')
    await field(page, 'LABEL_NAME').fill('Pat Shopper')
    await field(page, 'LABEL_MOBILE_NUMBER').fill('1234567890')
    await field(page, 'LABEL_ZIP_CODE').fill('10115')
    await field(page, 'LABEL_STREET_ADDRESS').fill('Juice Street 1')
    await field(page, 'LABEL_CITY').fill('Berlin')
    await page.getByRole('button', { name: text('BTN_SUBMIT') }).click()
    await expect(page.getByText(text('ADDRESS_ADDED', { city: 'Berlin' }))).toBeVisible()
    await expect(page).toHaveURL(/#\/address\/select$/)
    await page.getByRole('radio', { name: text('SELECT_ADDRESS', { name: 'Pat Shopper' }) }).check()
    await page.getByRole('button', { name: text('BTN_CONTINUE') }).click()
  })

  await test.step('choose fast delivery', async () => {
    await expect(page).toHaveURL(/#\/delivery-method$/)
    await expect(page.getByRole('region', { name: text('LABEL_DELIVERY_ADDRESS') })).toContainText('Juice Street 1')
    await expect(page.getByRole('row', { name: /Fast Delivery/ })).toContainText('0.50¤')
    await page.getByRole('radio', { name: 'Fast Delivery' }).check()
    await page.getByRole('button', { name: text('BTN_CONTINUE') }).click()
  })

  await test.step('add a card and pay with it', async () => {
    await expect(page).toHaveURL(/#\/payment\/shop$/)
    await page.getByRole('button', { name: text('TITLE_ADD_CARD') }).click()
    await field(page, 'LABEL_CARD_HOLDER').fill('Pat Shopper')
    await field(page, 'LABEL_CARD_NUMBER').fill('4716190207394368')
    await page.getByRole('combobox', { name: text('LABEL_EXPIRY_MONTH') }).click()
    await page.getByRole('option', { name: '12', exact: true }).click()
    await page.getByRole('combobox', { name: text('LABEL_EXPIRY_YEAR') }).click()
    await page.getByRole('option', { name: '2090' }).click()
    await page.getByRole('button', { name: text('BTN_SAVE_CARD') }).click()
    await expect(page.getByRole('radio', { name: /4368/ })).toBeChecked()
    await page.getByRole('button', { name: text('BTN_CONTINUE_WITH_CARD') }).click()
  })

  let orderId = ''
  await test.step('read the summary and place the order', async () => {
    await expect(page).toHaveURL(/#\/order-summary$/)
    await expect(page.getByRole('region', { name: text('LABEL_PAYMENT_METHOD') })).toContainText(
      text('LABEL_CARD_ENDING', { digits: '4368' }),
    )
    await expect(page.getByRole('table', { name: text('TITLE_TOTALS') })).toContainText(text('LABEL_PROMOTION'))
    await page.getByRole('button', { name: text('BTN_PLACE_ORDER') }).click()
    await expect(page).toHaveURL(/#\/order-completion\/[0-9a-f]{4}-[0-9a-f]{16}$/)
    orderId = page.url().split('/').pop()!
    await expect(page.getByText(text('ORDER_THANKS', { orderId }))).toBeVisible()
    await expect(page.getByRole('table', { name: text('LABEL_ORDERED_PRODUCTS') })).toContainText(SECOND_PRODUCT)
    await expect(page.getByTestId('bonus-points')).toBeVisible()
    await expect(basketLink).toContainText('0')
  })

  await test.step('open the PDF confirmation', async () => {
    const pdfLink = page.getByRole('link', { name: text('BTN_ORDER_CONFIRMATION_PDF') })
    const popupPromise = page.waitForEvent('popup')
    await pdfLink.click()
    const popup = await popupPromise
    await expect.poll(() => popup.url()).toContain(`/ftp/order_${orderId}.pdf`)
    await popup.close()
    const pdf = await request.get(`/ftp/order_${orderId}.pdf`)
    expect(pdf.ok()).toBe(true)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  await test.step('find the order in the history and track it', async () => {
    await page.goto('/#/order-history')
    const order = page.getByRole('region', { name: text('LABEL_ORDER_ID', { orderId }) })
    await expect(order).toContainText(text('ORDER_IN_TRANSIT'))
    await order.getByRole('link', { name: text('BTN_TRACK_ORDER') }).click()
    await expect(page).toHaveURL(new RegExp(`#/track-result\\?id=${orderId}$`))
    await expect(page.getByTestId('tracked-order-id')).toHaveText(orderId)
    await expect(page.getByTestId('tracking-status')).toContainText(text('ORDER_STATUS_PACKING'))
  })
})
