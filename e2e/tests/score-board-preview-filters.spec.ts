// The score board preview: filtering the challenge cards by status and by tag, with the filter kept in the address.
import { expect, freshShopTest as test } from '../support/fixtures'
import { text } from '../support/texts'

test('filters the preview by status and by tag', async ({ page }) => {
  await page.goto('/#/score-board-preview')
  const cards = page.getByTestId('challenge-card')
  await expect(cards.first()).toBeVisible()
  const everything = await cards.count()
  expect(everything).toBeGreaterThan(50)

  // On a fresh shop only the Score Board counts as solved (you are looking at it); its coding challenge is still
  // open, so it is partially solved.
  await page.getByRole('combobox', { name: text('LABEL_STATUS') }).click()
  await page.getByRole('option', { name: text('STATUS_PARTIALLY_SOLVED'), exact: true }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading', { name: 'Score Board', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/status=partially-solved/)
  await page.getByRole('combobox', { name: text('LABEL_STATUS') }).click()
  await page.getByRole('option', { name: text('STATUS_SOLVED'), exact: true }).click()
  await expect(page.getByText(text('NO_CHALLENGES_FOUND'))).toBeVisible()
  await expect(cards).toHaveCount(0)

  await page.getByRole('combobox', { name: text('LABEL_STATUS') }).click()
  await page.getByRole('option', { name: text('STATUS_UNSOLVED'), exact: true }).click()
  await expect(cards).toHaveCount(everything - 1)

  await page.getByRole('combobox', { name: text('LABEL_TAGS') }).click()
  await page.getByRole('option', { name: text('TAG_TUTORIAL'), exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/tags=Tutorial/)
  const tutorials = await cards.count()
  expect(tutorials).toBeGreaterThan(0)
  expect(tutorials).toBeLessThan(everything - 1)
  for (const card of await cards.all()) {
    await expect(card.getByText(text('TAG_TUTORIAL'), { exact: true })).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'unsolved')
  }

  // The filter lives in the address: a reload keeps it; reset shows everything again.
  await page.reload()
  await expect(cards).toHaveCount(tutorials)
  await page.getByRole('button', { name: text('BTN_RESET_FILTERS') }).click()
  await expect(cards).toHaveCount(everything)
})
