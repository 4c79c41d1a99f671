// A coding challenge solved in both phases through the dialog: find the vulnerable line, then choose the fix.
// The Score Board's snippet is the web app's route table; its vulnerable line is the route of the score board.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, freshShopTest as test } from '../support/fixtures'
import { text } from '../support/texts'

const scoreBoardRow = (page: Page) =>
  page.getByRole('table', { name: text('TITLE_SCORE_BOARD') }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Score Board', exact: true }) })

async function expectNoSeriousViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter(({ impact }) => impact === 'critical' || impact === 'serious')).toEqual([])
}

/** Tries the fix options in turn until the server says one is right (a wrong one shows its explanation). */
async function chooseTheRightFix(dialog: Locator) {
  const options = await dialog.getByRole('radio').all()
  expect(options.length).toBeGreaterThanOrEqual(3)
  for (const option of options) {
    await option.check()
    await dialog.getByRole('button', { name: text('BTN_SUBMIT') }).click()
    const outcome = dialog.getByText(new RegExp(`^(${text('FIX_IT_CORRECT')}|${text('FIX_IT_WRONG')})`))
    await expect(outcome).toBeVisible()
    if ((await outcome.textContent())?.startsWith(text('FIX_IT_CORRECT'))) return
  }
  throw new Error('no fix option was accepted')
}

test('solves the Score Board coding challenge in both phases, and the badge follows', async ({ page }) => {
  await page.goto('/#/score-board')
  const coding = scoreBoardRow(page).getByRole('button', { name: text('BTN_CODING_CHALLENGE_PROGRESS', { status: 0 }) })
  await expect(coding).toBeEnabled()
  await coding.click()

  const dialog = page.getByRole('dialog', { name: text('TITLE_CODING_CHALLENGE', { challenge: 'Score Board' }) })
  const lines = dialog.getByTestId('snippet-line')
  await expect(lines.first()).toBeVisible()
  await expectNoSeriousViolation(page)
  const routeLine = lines.filter({ hasText: "path: 'score-board'," })
  await expect(routeLine).toHaveCount(1)
  await routeLine.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: text('BTN_SUBMIT') }).click()
  await expect(dialog.getByText(text('FIND_IT_CORRECT'))).toBeVisible()
  await expect(dialog.getByRole('tab', { name: text('TAB_FIX_IT'), selected: true })).toBeVisible()
  await expect(scoreBoardRow(page).getByText('1/2')).toBeAttached()

  await dialog.getByRole('button', { name: text('DIFF_SIDE_BY_SIDE') }).click()
  await expect(dialog.getByRole('table', { name: text('LABEL_FIX_DIFF') })).toBeVisible()
  await chooseTheRightFix(dialog)
  await expect(dialog.getByText(text('CODING_CHALLENGE_SOLVED', { challenge: 'Score Board' }))).toBeVisible()
  await expect(scoreBoardRow(page).getByText('2/2')).toBeAttached()

  // The layout choice is kept in a cookie.
  const cookies = await page.context().cookies()
  expect(cookies.find(({ name }) => name === 'code-fixes-component-format')?.value).toBe('SideBySide')
})
