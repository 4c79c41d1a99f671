// The support chatbot: a customer tells it their name and asks about a product.
import { browserAsNewCustomer } from '../support/browser-login'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

interface Product {
  name: string
  price: number
}

test('the chatbot answers a product question', async ({ page, request }) => {
  const products = (await (await request.get('/api/Products')).json()) as { data: Product[] }
  const apple = products.data.find(({ name }) => name === 'Apple Juice (1000ml)')
  expect(apple).toBeDefined()
  await browserAsNewCustomer(page, request, 'chatter')
  await page.goto('/#/chatbot')
  const log = page.getByRole('log', { name: text('LABEL_CHAT_HISTORY') })
  await expect(log).toContainText('What shall I call you?')

  await page.getByRole('textbox', { name: text('LABEL_CHAT_NAME') }).fill('Chatty')
  await page.getByRole('button', { name: text('BTN_SEND') }).click()
  await expect(log).toContainText('Nice to meet you Chatty')

  await page.getByRole('textbox', { name: text('LABEL_CHAT_MESSAGE') }).fill('How much is the apple juice?')
  await page.getByRole('button', { name: text('BTN_SEND') }).click()
  await expect(log).toContainText(`${apple!.name} costs ${apple!.price.toFixed(2)}¤.`)
})
