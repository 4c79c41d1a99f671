// A customer switches on two-factor authentication, logs out, and logs in again with a one-time code.
import { createHmac } from 'node:crypto'
import type { Page } from '@playwright/test'
import { newCustomer, registerCustomer, type Customer } from '../support/api'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(encoded: string): Buffer {
  const bits = [...encoded.replace(/=+$/, '').toUpperCase()]
    .map((char) => {
      const value = BASE32_ALPHABET.indexOf(char)
      if (value < 0) throw new Error(`not a base32 character: ${char}`)
      return value.toString(2).padStart(5, '0')
    })
    .join('')
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)))
}

/** RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits), as authenticator apps compute it. */
function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)))
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = digest[digest.length - 1] & 0x0f
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(code).padStart(6, '0')
}

/** A text or password field by its exact label (MUI marks required ones with an asterisk the label name leaves out). */
const field = (page: Page, labelKey: string) => page.getByRole('textbox', { name: text(labelKey), exact: true })

async function logInThroughForm(page: Page, customer: Customer) {
  await page.goto('/#/login')
  await field(page, 'LABEL_EMAIL').fill(customer.email)
  await field(page, 'LABEL_PASSWORD').fill(customer.password)
  await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
}

test('the RFC 6238 helper matches the RFC test vector', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" at 59 s: 94287082 (8 digits), so 287082 for 6 digits.
  expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082')
})

test('a customer sets up 2FA and then logs in with a one-time code', async ({ page, request }) => {
  const customer = newCustomer('twofactor')
  await registerCustomer(request, customer)
  let secret = ''

  await test.step('set up 2FA with the secret the page offers', async () => {
    await logInThroughForm(page, customer)
    await expect(page).toHaveURL(/#\/search$/)
    await page.goto('/#/privacy-security/two-factor-authentication')
    await expect(page.getByRole('img', { name: text('TWO_FACTOR_QR_CODE') })).toBeVisible()
    secret = (await page.getByTestId('two-factor-secret').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    await field(page, 'LABEL_CURRENT_PASSWORD').fill(customer.password)
    await field(page, 'LABEL_INITIAL_TWO_FACTOR_CODE').fill(totp(secret))
    await page.getByRole('button', { name: text('BTN_TWO_FACTOR_SETUP') }).click()
    await expect(page.getByText(text('CONFIRM_2FA_SETUP'))).toBeVisible()
    await expect(page.getByRole('button', { name: text('BTN_TWO_FACTOR_REMOVE') })).toBeVisible()
  })

  await test.step('log out', async () => {
    await page.getByRole('button', { name: text('TITLE_ACCOUNT') }).click()
    await page.getByRole('menuitem', { name: text('TITLE_LOGOUT') }).click()
    await expect(page.getByRole('link', { name: text('TITLE_BASKET') })).toBeHidden()
  })

  await test.step('the password alone leads to the second step, a wrong code is refused', async () => {
    await logInThroughForm(page, customer)
    await expect(page).toHaveURL(/#\/2fa\/enter$/)
    await field(page, 'LABEL_TWO_FACTOR_CODE').fill(String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0'))
    await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
    await expect(page.getByTestId('two-factor-failure')).toHaveText(text('INVALID_TWO_FACTOR_AUTH_TOKEN'))
  })

  await test.step('the current code completes the login', async () => {
    await field(page, 'LABEL_TWO_FACTOR_CODE').fill(totp(secret))
    await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
    await expect(page).toHaveURL(/#\/search$/)
    await expect(page.getByRole('link', { name: text('TITLE_BASKET') })).toBeVisible()
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const status = await request.get('/rest/2fa/status', { headers: { Authorization: `Bearer ${token}` } })
    expect(await status.json()).toEqual({ setup: true })
  })
})
