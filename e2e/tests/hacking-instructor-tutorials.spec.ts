// The other tutorials, each followed as a learner would (the developer tools' part done through the page), to the
// solve: their hints point at screens and addresses Pulp really has.
import type { Page } from '@playwright/test'
import { browserAsNewCustomer } from '../support/browser-login'
import { newCustomer, registerCustomer } from '../support/api'
import { expect, freshShopTest as test, unsafeShopTest } from '../support/fixtures'
import { expectHint, hintBubble, nextHint, startTutorial } from '../support/instructor'
import { solvedNotification } from '../support/shop-pages'
import { text } from '../support/texts'

// Each test starts its own shop and follows a tutorial hint by hint: allow for a busy machine.
test.describe.configure({ timeout: 60_000 })

const IFRAME_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

async function expectSolved(page: Page, challengeName: string) {
  await expect(solvedNotification(page, challengeName)).toBeVisible()
  await expectHint(page, 'INSTRUCTOR_SOLVED', { challenge: challengeName })
}

const emailField = (page: Page) => page.getByRole('textbox', { name: text('LABEL_EMAIL') })
const passwordField = (page: Page) => page.getByLabel(new RegExp(`^${text('LABEL_PASSWORD')}`))

async function submitLogin(page: Page) {
  await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
}

for (const { challenge, user } of [
  { challenge: 'Login Jim', user: 'jim' },
  { challenge: 'Login Bender', user: 'bender' },
]) {
  test(`the ${challenge} tutorial logs in as ${user} through the SQL injection`, async ({ page }) => {
    await startTutorial(page, challenge)
    await nextHint(page)
    await expectHint(page, 'INSTRUCTOR_OPEN_LOGIN')
    await page.goto('/#/login')
    const payload = `${user}@juice-sh.op'--`
    await expectHint(page, 'INSTRUCTOR_LOGIN_USER_PAYLOAD', { payload })
    await emailField(page).pressSequentially(payload)
    await expectHint(page, 'INSTRUCTOR_LOGIN_ANY_PASSWORD')
    await passwordField(page).pressSequentially('guess')
    await expectHint(page, 'INSTRUCTOR_LOGIN_SUBMIT')
    await submitLogin(page)
    await expectSolved(page, challenge)
  })
}

test('the Password Strength tutorial guesses the administrator password', async ({ page }) => {
  await startTutorial(page, 'Password Strength')
  await nextHint(page)
  await page.goto('/#/login')
  await expectHint(page, 'INSTRUCTOR_PASSWORD_STRENGTH_EMAIL', { email: 'admin@juice-sh.op' })
  await emailField(page).pressSequentially('admin@juice-sh.op')
  await expectHint(page, 'INSTRUCTOR_PASSWORD_STRENGTH_GUESS')
  await passwordField(page).fill('admin123')
  await submitLogin(page)
  await expectSolved(page, 'Password Strength')
})

test('the Admin Section tutorial sends the administrator to the unlinked route', async ({ page }) => {
  await startTutorial(page, 'Admin Section')
  await expectHint(page, 'INSTRUCTOR_ADMIN_SECTION_LOG_IN')
  await page.goto('/#/login')
  await emailField(page).fill('admin@juice-sh.op')
  await passwordField(page).fill('admin123')
  await submitLogin(page)
  await expectHint(page, 'INSTRUCTOR_ADMIN_SECTION_ROUTES')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_ADMIN_SECTION_OPEN')
  await page.goto('/#/administration')
  await expectSolved(page, 'Admin Section')
})

test('the Exposed Credentials tutorial finds the test account in the login code', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text())
  })
  await startTutorial(page, 'Exposed Credentials')
  await nextHint(page)
  await page.goto('/#/login')
  await expectHint(page, 'INSTRUCTOR_EXPOSED_CREDENTIALS_SOURCE')
  // what the learner finds when searching the loaded JavaScript for "testing@"
  const code = (await Promise.all(scripts)).find((source) => source.includes('testing@'))
  expect(code).toContain('IamUsedForTesting')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_EXPOSED_CREDENTIALS_LOG_IN')
  await emailField(page).fill('testing@juice-sh.op')
  await passwordField(page).fill('IamUsedForTesting')
  await submitLogin(page)
  await expectSolved(page, 'Exposed Credentials')
})

test('the View Basket tutorial swaps the basket id in session storage and carries on over the reload', async ({ page, request }) => {
  const customer = newCustomer('basket-peek')
  await registerCustomer(request, customer)
  await page.goto('/#/login')
  await emailField(page).fill(customer.email)
  await passwordField(page).fill(customer.password)
  await submitLogin(page)
  await expect(page.getByRole('link', { name: text('TITLE_BASKET') })).toBeVisible()

  await startTutorial(page, 'View Basket')
  await expectHint(page, 'INSTRUCTOR_VIEW_BASKET_OPEN')
  await page.getByRole('link', { name: text('TITLE_BASKET') }).click()
  await expectHint(page, 'INSTRUCTOR_VIEW_BASKET_STORAGE')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_VIEW_BASKET_CHANGE')
  const ownBasket = await page.evaluate(() => sessionStorage.getItem('bid'))
  await page.evaluate((own) => sessionStorage.setItem('bid', own === '1' ? '2' : '1'), ownBasket)
  await page.reload()
  await expectSolved(page, 'View Basket')
})

test('the Bonus Payload tutorial hands over the configured payload for the search', async ({ page, request }) => {
  const { config } = await (await request.get('/rest/admin/application-configuration')).json()
  const payload: string = config.challenges.xssBonusPayload
  await startTutorial(page, 'Bonus Payload')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_BONUS_PAYLOAD_PASTE', { payload })
  const search = page.getByRole('textbox', { name: text('SEARCH_PLACEHOLDER') })
  await search.fill(payload)
  await search.press('Enter')
  await expectSolved(page, 'Bonus Payload')
})

unsafeShopTest('the Reflected XSS tutorial goes through the order tracking page', async ({ page }) => {
  await startTutorial(page, 'Reflected XSS')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_REFLECTED_XSS_OPEN', { address: '#/track-result?id=test' })
  await page.goto('/#/track-result?id=test')
  await expectHint(page, 'INSTRUCTOR_REFLECTED_XSS_ECHO')
  await expect(page.getByTestId('tracked-order-id')).toHaveText('test')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_REFLECTED_XSS_PAYLOAD', { payload: IFRAME_PAYLOAD })
  await page.goto(`/#/track-result?id=${encodeURIComponent(IFRAME_PAYLOAD)}`)
  await expectSolved(page, 'Reflected XSS')
})

test('the Forged Feedback tutorial sends feedback under another user id from the contact form', async ({ page, request }) => {
  await browserAsNewCustomer(page, request, 'feedback')
  await startTutorial(page, 'Forged Feedback')
  await expectHint(page, 'INSTRUCTOR_FORGED_FEEDBACK_OPEN')
  const captchaLoaded = page.waitForResponse((response) => response.url().includes('/rest/captcha'))
  await page.getByRole('button', { name: text('OPEN_SIDE_MENU') }).click()
  await page.getByRole('link', { name: text('TITLE_CONTACT') }).click()
  await expectHint(page, 'INSTRUCTOR_FORGED_FEEDBACK_HIDDEN')
  await nextHint(page)
  await expectHint(page, 'INSTRUCTOR_FORGED_FEEDBACK_FILL')
  const form = page.getByRole('form', { name: text('TITLE_CONTACT') })
  await form.getByLabel(text('LABEL_COMMENT')).fill('Signed by someone else')
  await form.getByRole('slider', { name: text('LABEL_RATING') }).focus()
  await page.keyboard.press('ArrowRight')
  // the captcha's answer travels with it (a hole of its own); a learner would do the sum
  const { answer } = (await (await captchaLoaded).json()) as { answer: string }
  await form.getByLabel(text('LABEL_CAPTCHA_RESULT')).fill(answer)
  // the filling hint is a timed one: it moves on by itself
  await expect(hintBubble(page)).toContainText(text('INSTRUCTOR_FORGED_FEEDBACK_EDIT'), { timeout: 15_000 })
  // what the learner does in the developer tools: the hidden field now names the administrator
  await page.locator('input#userId[type="hidden"]').evaluate((input: HTMLInputElement) => (input.value = '1'))
  await form.getByRole('button', { name: text('BTN_SUBMIT') }).click()
  await expectSolved(page, 'Forged Feedback')
})
