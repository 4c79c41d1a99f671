// Reviews in the product dialog, and the API-only XSS that the dialog renders.
import { challengeState } from '../support/api'
import { browserAsNewCustomer } from '../support/browser-login'
import { expect, test, unsafeShopTest } from '../support/fixtures'
import { text } from '../support/texts'

const PRODUCT_NAME = 'Apple Juice (1000ml)'

test('a customer writes a review and likes another one', async ({ page, request }) => {
  const customer = await browserAsNewCustomer(page, request, 'reviewer')
  const message = `Crisp and fresh, says ${customer.email}`
  await page.goto('/#/search')
  await page.getByRole('article', { name: PRODUCT_NAME }).click()
  const dialog = page.getByRole('dialog', { name: PRODUCT_NAME })

  await dialog.getByRole('textbox', { name: text('LABEL_WRITE_REVIEW') }).fill(message)
  await dialog.getByRole('button', { name: text('BTN_SUBMIT_REVIEW') }).click()
  const mine = dialog.getByRole('listitem').filter({ hasText: message })
  await expect(mine).toBeVisible()
  await expect(mine).toContainText(customer.email)
  await expect(mine.getByRole('button', { name: text('TITLE_EDIT_REVIEW') })).toBeVisible()

  const other = dialog.getByRole('listitem').filter({ hasNotText: customer.email }).first()
  await expect(other.getByLabel(text('LIKES'))).toHaveText('0')
  await other.getByRole('button', { name: text('LABEL_LIKE_REVIEW') }).click()
  await expect(other.getByLabel(text('LIKES'))).toHaveText('1')
  await expect(other.getByRole('button', { name: text('LABEL_LIKE_REVIEW') })).toBeDisabled()
})

unsafeShopTest('an iframe payload stored in a product description fires when the dialog opens', async ({ page, request, dialogMessages }) => {
  expect((await challengeState(request, 'restfulXssChallenge')).solved).toBe(false)
  const payload = '<iframe src="javascript:alert(`xss`)">'
  const response = await request.put('/api/Products/1', { data: { description: payload } })
  expect(response.status()).toBe(200)
  expect((await challengeState(request, 'restfulXssChallenge')).solved).toBe(true)

  await page.goto('/#/search')
  expect(dialogMessages).toEqual([])
  await page.getByRole('article', { name: PRODUCT_NAME }).click()
  await expect(page.getByRole('dialog', { name: PRODUCT_NAME })).toBeVisible()
  await expect.poll(() => dialogMessages, { message: 'the stored payload opens an alert' }).toContain('xss')
})
