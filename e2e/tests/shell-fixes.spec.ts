// Shell behaviour found broken in review: phones, the 2FA page for visitors, the navbar's score board entry and the
// source code link.
import { expect, freshShopTest, test } from '../support/fixtures'
import { text } from '../support/texts'

const pageScrollsSideways = () => document.documentElement.scrollWidth > document.documentElement.clientWidth

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const route of ['score-board', 'score-board-preview']) {
    test(`#/${route} does not scroll sideways`, async ({ page }) => {
      await page.goto(`/#/${route}`)
      await expect(page.getByRole('heading', { name: text('TITLE_SCORE_BOARD'), level: 1 })).toBeVisible()
      await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0)
      await page.getByText(/Score Board/).first().waitFor()
      expect(await page.evaluate(pageScrollsSideways)).toBe(false)
    })
  }
})

test('a logged-out visit to the 2FA settings says at once to log in, without waiting for the server', async ({ page }) => {
  const statusCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/2fa/status')) statusCalls.push(request.url())
  })
  await page.goto('/#/privacy-security/two-factor-authentication')
  await expect(page.getByText(text('TWO_FACTOR_LOGIN_REQUIRED'))).toBeVisible()
  expect(statusCalls).toEqual([])
  await expect(page.getByRole('alert').getByRole('link', { name: text('TITLE_LOGIN') })).toHaveAttribute('href', '#/login')
  await expect(page.getByText('No Authorization header was found')).toHaveCount(0)
})

test('the source code link leads to the repository through the shop redirect', async ({ page, request }) => {
  await page.goto('/#/search')
  await page.getByRole('button', { name: text('OPEN_SIDE_MENU') }).click()
  const link = page.getByRole('navigation', { name: text('LABEL_SIDE_MENU') }).getByRole('link', { name: text('TITLE_GITHUB') })
  const href = await link.getAttribute('href')
  const target = new URL(href!, page.url())
  const response = await request.get(target.href, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toMatch(/^https:\/\/github\.com\//)
})

freshShopTest('the navbar offers the score board once it is found', async ({ page }) => {
  await page.goto('/#/search')
  const navbar = page.getByRole('banner')
  await expect(navbar.getByRole('button', { name: text('OPEN_SIDE_MENU') })).toBeVisible()
  await expect(navbar.getByRole('link', { name: text('TITLE_SCORE_BOARD') })).toHaveCount(0)
  await page.goto('/#/score-board')
  await expect(navbar.getByRole('link', { name: text('TITLE_SCORE_BOARD') })).toHaveAttribute('href', '#/score-board')
})
