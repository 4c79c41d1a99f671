// A customer exports their data: the JSON file is downloaded; a second export within five minutes needs a captcha.
import { readFile } from 'node:fs/promises'
import { logIn, newCustomer, registerCustomer } from '../support/api'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

test('a customer downloads their data as JSON, and answers a captcha for the next export', async ({ page, request }) => {
  const customer = newCustomer('exporter')
  await registerCustomer(request, customer)
  const token = await logIn(request, customer)
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)
  const exportButton = page.getByRole('button', { name: text('BTN_REQUEST_DATA_EXPORT') })
  const captchaField = page.getByRole('textbox', { name: text('LABEL_CAPTCHA'), exact: true })

  await test.step('the first export needs no captcha and downloads <email>-data.json', async () => {
    await page.goto('/#/privacy-security/data-export')
    await expect(page.getByRole('radio', { name: 'JSON' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'PDF' })).toBeDisabled()
    await expect(captchaField).toBeHidden()
    const downloading = page.waitForEvent('download')
    await exportButton.click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${customer.email}-data.json`)
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { email: string; orders: unknown[] }
    expect(exported.email).toBe(customer.email)
    expect(exported.orders).toEqual([])
    await expect(page.getByTestId('data-export-outcome')).toHaveText(
      text('CONFIRM_DATA_EXPORT', { file: `${customer.email}-data.json` }),
    )
  })

  await test.step('within five minutes the next export asks for the picture captcha', async () => {
    // the answers as the page receives them (a request of the page before the reload may still be on its way)
    const answers: string[] = []
    await page.route(
      (url) => url.pathname.startsWith('/rest/image-captcha'),
      async (route) => {
        const response = await route.fetch()
        answers.push(((await response.json()) as { answer: string }).answer)
        await route.fulfill({ response })
      },
    )
    await page.reload()
    await expect(page.getByRole('img', { name: text('LABEL_CAPTCHA_IMAGE') })).toBeVisible()
    await expect(exportButton).toBeDisabled()
    await captchaField.fill(answers.at(-1) ?? '')
    const downloading = page.waitForEvent('download')
    await exportButton.click()
    expect((await downloading).suggestedFilename()).toBe(`${customer.email}-data.json`)
  })
})
