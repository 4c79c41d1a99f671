// The hacking instructor leads a first visitor from the welcome banner to the hidden score board, and a learner
// through the SQL injection of Login Admin, hint by hint, until the challenge is solved.
import AxeBuilder from '@axe-core/playwright'
import { challengeState } from '../support/api'
import { browserAsNewCustomer } from '../support/browser-login'
import { expect, firstStartShopTest, freshShopTest, tutorialShopTest } from '../support/fixtures'
import { expectHint, nextHint as next, startTutorial } from '../support/instructor'
import { solvedNotification } from '../support/shop-pages'
import { text } from '../support/texts'

// Each test starts its own shop and follows a tutorial hint by hint: allow for a busy machine.
firstStartShopTest.describe.configure({ timeout: 60_000 })

firstStartShopTest('the Score Board tutorial leads from the welcome banner to the solved score board', async ({ page, request }) => {
  expect((await challengeState(request, 'scoreBoardChallenge')).solved).toBe(false)
  await page.goto('/')
  const banner = page.getByRole('dialog', { name: 'Welcome to Pulp!' })
  await banner.getByRole('button', { name: text('BTN_GETTING_STARTED') }).click()
  await expect(banner).toBeHidden()

  await expectHint(page, 'INSTRUCTOR_SCORE_BOARD_WELCOME')
  await next(page)
  await expectHint(page, 'INSTRUCTOR_SCORE_BOARD_MENU')
  await page.getByRole('button', { name: text('OPEN_SIDE_MENU') }).click()
  await expectHint(page, 'INSTRUCTOR_SCORE_BOARD_NOT_LINKED')
  const menu = page.getByRole('navigation', { name: text('LABEL_SIDE_MENU') })
  await expect(menu.getByRole('link', { name: text('TITLE_ABOUT') })).toBeVisible()
  await expect(menu.getByRole('link', { name: text('TITLE_SCORE_BOARD') })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await next(page)
  await expectHint(page, 'INSTRUCTOR_SCORE_BOARD_GUESS')

  // what the learner types into the address bar
  await page.goto('/#/score-board')
  await expect(solvedNotification(page, 'Score Board')).toBeVisible()
  await expectHint(page, 'INSTRUCTOR_SOLVED', { challenge: 'Score Board' })
  expect((await challengeState(request, 'scoreBoardChallenge')).solved).toBe(true)
})

freshShopTest('the Login Admin tutorial walks through the SQL injection in the login form', async ({ page, request }) => {
  await startTutorial(page, 'Login Admin')
  await expectHint(page, 'INSTRUCTOR_LOGIN_ADMIN_INTRO')
  await next(page)
  await expectHint(page, 'INSTRUCTOR_OPEN_LOGIN')
  await page.getByRole('button', { name: text('TITLE_ACCOUNT') }).click()
  await page.getByRole('menuitem', { name: text('TITLE_LOGIN') }).click()

  await expectHint(page, 'INSTRUCTOR_LOGIN_ADMIN_QUOTE')
  // the bubble next to the form keeps the page free of critical and serious axe findings
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.filter(({ impact }) => impact === 'critical' || impact === 'serious').map(({ id }) => id)).toEqual([])
  const email = page.getByRole('textbox', { name: text('LABEL_EMAIL') })
  await email.pressSequentially("'")
  await expectHint(page, 'INSTRUCTOR_LOGIN_ANY_PASSWORD')
  await page.getByLabel(new RegExp(`^${text('LABEL_PASSWORD')}`)).pressSequentially('anything')
  await expectHint(page, 'INSTRUCTOR_LOGIN_SUBMIT')
  await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
  await expect(page.getByTestId('login-error')).toContainText('SQLITE_ERROR')
  await expectHint(page, 'INSTRUCTOR_LOGIN_ADMIN_ERROR')

  await next(page)
  await expectHint(page, 'INSTRUCTOR_LOGIN_ADMIN_PAYLOAD', { payload: "' or 1=1--" })
  await email.fill('')
  await email.pressSequentially("' or 1=1--")
  await expectHint(page, 'INSTRUCTOR_LOGIN_SUBMIT')
  await page.getByRole('button', { name: text('BTN_LOGIN') }).click()
  await expect(solvedNotification(page, 'Login Admin')).toBeVisible()
  await expectHint(page, 'INSTRUCTOR_SOLVED', { challenge: 'Login Admin' })
  expect((await challengeState(request, 'loginAdminChallenge')).solved).toBe(true)
})

tutorialShopTest('in tutorials-first mode the banner only offers the tutorial', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('dialog', { name: 'Welcome to Pulp!' })
  await expect(banner.getByRole('button', { name: text('BTN_GETTING_STARTED') })).toBeVisible()
  await expect(banner.getByRole('button', { name: text('BTN_DISMISS') })).toHaveCount(0)
  await expect(banner.getByRole('button', { name: text('CLOSE') })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: text('BTN_GETTING_STARTED') }).click()
  await expectHint(page, 'INSTRUCTOR_SCORE_BOARD_WELCOME')
})

freshShopTest('the DOM XSS tutorial goes from harmless markup in the search to the running payload', async ({ page }) => {
  await startTutorial(page, 'DOM XSS')
  await expectHint(page, 'INSTRUCTOR_DOM_XSS_INTRO')
  await next(page)
  await expectHint(page, 'INSTRUCTOR_DOM_XSS_CLICK_SEARCH')
  const search = page.getByRole('textbox', { name: text('SEARCH_PLACEHOLDER') })
  await search.click()
  await expectHint(page, 'INSTRUCTOR_DOM_XSS_TRY_MARKUP', { markup: '<b>apple</b>' })
  await search.fill('<b>apple</b>')
  await search.press('Enter')
  await expectHint(page, 'INSTRUCTOR_DOM_XSS_MARKUP_RENDERED')
  await expect(page.locator('#searchValue b')).toHaveText('apple')
  await next(page)

  const payload = '<iframe src="javascript:alert(`xss`)">'
  await expectHint(page, 'INSTRUCTOR_DOM_XSS_PAYLOAD', { payload })
  await search.fill(payload)
  await search.press('Enter')
  await expect(solvedNotification(page, 'DOM XSS')).toBeVisible()
  await expectHint(page, 'INSTRUCTOR_SOLVED', { challenge: 'DOM XSS' })
})

freshShopTest('the Privacy Policy tutorial leads a logged-in customer through the account menu', async ({ page, request }) => {
  await browserAsNewCustomer(page, request, 'instructor')
  await startTutorial(page, 'Privacy Policy')
  await expectHint(page, 'INSTRUCTOR_PRIVACY_POLICY_INTRO')
  await next(page)
  // already logged in: the login hint is skipped
  await expectHint(page, 'INSTRUCTOR_OPEN_ACCOUNT_MENU')
  await page.getByRole('button', { name: text('TITLE_ACCOUNT') }).click()
  await expectHint(page, 'INSTRUCTOR_PRIVACY_POLICY_SECTION')
  await page.getByRole('menuitem', { name: text('TITLE_PRIVACY_AND_SECURITY') }).click()
  await expectHint(page, 'INSTRUCTOR_PRIVACY_POLICY_OPEN')
  await page.getByRole('menuitem', { name: text('TITLE_PRIVACY_POLICY') }).click()
  await expect(solvedNotification(page, 'Privacy Policy')).toBeVisible()
  await expectHint(page, 'INSTRUCTOR_SOLVED', { challenge: 'Privacy Policy' })
})
