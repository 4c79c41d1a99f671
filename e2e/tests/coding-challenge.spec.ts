// A coding challenge solved in both phases through the dialog: find the vulnerable line, then choose the fix.
// Confidential Document's snippet is the FTP router of Pulp's own source; its hole is the folder listing of /ftp.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { challengeState } from '../support/api'
import { expect, freshShopTest as test } from '../support/fixtures'
import { text } from '../support/texts'

const CHALLENGE = 'Confidential Document'

async function expectNoSeriousViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter(({ impact }) => impact === 'critical' || impact === 'serious')).toEqual([])
}

/** Tries the fix options in turn until the server says one is right (a wrong one shows its explanation). */
async function chooseTheRightFix(dialog: Locator) {
  const options = await dialog.getByRole('radio').all()
  expect(options.length).toBeGreaterThanOrEqual(3)
  const outcome = dialog.getByText(new RegExp(`^(${text('FIX_IT_CORRECT')}|${text('FIX_IT_WRONG')})`))
  for (const option of options) {
    await option.check()
    await expect(outcome).toHaveCount(0)
    await dialog.getByRole('button', { name: text('BTN_SUBMIT') }).click()
    await expect(outcome).toBeVisible()
    await expect(dialog.getByTestId('fix-it-explanation')).not.toBeEmpty()
    if ((await outcome.textContent())?.startsWith(text('FIX_IT_CORRECT'))) return
  }
  throw new Error('no fix option was accepted')
}

test('solves a coding challenge in both phases through the dialog, and the badge follows', async ({ page, request }) => {
  test.setTimeout(90_000)
  expect((await request.get('/ftp/acquisitions.md')).ok()).toBe(true)
  await expect.poll(async () => (await challengeState(request, 'directoryListingChallenge')).solved).toBe(true)

  await page.goto('/#/score-board-preview')
  // includeHidden: behind the open (modal) dialog the card is hidden from the accessibility tree
  const card = page.getByRole('article', { name: CHALLENGE, includeHidden: true })
  const coding = card.getByRole('button', { name: text('BTN_CODING_CHALLENGE_PROGRESS', { status: 0 }) })
  await expect(coding).toBeEnabled()
  await coding.click()

  const dialog = page.getByRole('dialog', { name: text('TITLE_CODING_CHALLENGE', { challenge: CHALLENGE }) })
  const lines = dialog.getByTestId('snippet-line')
  await expect(lines.first()).toBeVisible()
  await expectNoSeriousViolation(page)

  // A harmless line first: the answer is "not quite".
  const listingLine = lines.filter({ hasText: "router.use('/ftp', folderListing(" })
  const harmlessLine = lines.filter({ hasNotText: "router.use('/ftp', folderListing(" }).last()
  await harmlessLine.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: text('BTN_SUBMIT') }).click()
  await expect(dialog.getByText(text('FIND_IT_WRONG'))).toBeVisible()
  await harmlessLine.getByRole('checkbox').uncheck()

  await expect(listingLine).toHaveCount(1)
  await listingLine.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: text('BTN_SUBMIT') }).click()
  await expect(dialog.getByText(text('FIND_IT_CORRECT'))).toBeVisible()
  await expect(dialog.getByRole('tab', { name: text('TAB_FIX_IT'), selected: true })).toBeVisible()
  await expect(card.getByText('1/2')).toBeAttached()

  await dialog.getByRole('button', { name: text('DIFF_SIDE_BY_SIDE') }).click()
  await expect(dialog.getByRole('table', { name: text('LABEL_FIX_DIFF') })).toBeVisible()
  await expectNoSeriousViolation(page)
  await chooseTheRightFix(dialog)
  await expect(dialog.getByText(text('CODING_CHALLENGE_SOLVED', { challenge: CHALLENGE }))).toBeVisible()
  await expect(card.getByText('2/2')).toBeAttached()
  await expect.poll(async () => (await challengeState(request, 'directoryListingChallenge')) as unknown).toMatchObject({ codingChallengeStatus: 2 })

  await dialog.getByRole('button', { name: text('CLOSE') }).click()
  await expect(page.getByRole('article', { name: CHALLENGE }).getByText('2/2')).toBeVisible()

  // The layout choice is kept in a cookie.
  const cookies = await page.context().cookies()
  expect(cookies.find(({ name }) => name === 'code-fixes-component-format')?.value).toBe('SideBySide')
})
