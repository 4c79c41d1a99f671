// The score board preview: filtering the challenge cards by status and by tag, with the filter kept in the address.
import AxeBuilder from '@axe-core/playwright'
import { expect, freshShopTest as test } from '../support/fixtures'
import { text } from '../support/texts'

test('filters the preview by status and by tag', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/#/score-board-preview')
  const cards = page.getByTestId('challenge-card')
  await expect(cards.first()).toBeVisible()
  const everything = await cards.count()
  expect(everything).toBeGreaterThan(50)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.filter(({ impact }) => impact === 'critical' || impact === 'serious').map(({ id, nodes }) => [id, nodes.slice(0, 4).map((node) => node.html + ' ' + node.failureSummary)])).toEqual([])

  // On a fresh shop only the Score Board counts as solved (you are looking at it): solved, or partially solved while
  // it has a coding challenge still open.
  const statusLabels = { solved: text('STATUS_SOLVED'), 'partially-solved': text('STATUS_PARTIALLY_SOLVED') }
  const scoreBoardCard = page.getByRole('article', { name: 'Score Board', exact: true })
  const scoreBoardStatus = (await scoreBoardCard.getAttribute('data-status')) as keyof typeof statusLabels
  expect(Object.keys(statusLabels)).toContain(scoreBoardStatus)
  const otherStatus = scoreBoardStatus === 'solved' ? 'partially-solved' : 'solved'
  const chooseStatus = async (label: string) => {
    await page.getByRole('combobox', { name: text('LABEL_STATUS') }).click()
    await page.getByRole('option', { name: label, exact: true }).click()
  }

  await chooseStatus(statusLabels[scoreBoardStatus])
  await expect(cards).toHaveCount(1)
  await expect(scoreBoardCard).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`status=${scoreBoardStatus}`))
  await chooseStatus(statusLabels[otherStatus])
  await expect(page.getByText(text('NO_CHALLENGES_FOUND'))).toBeVisible()
  await expect(cards).toHaveCount(0)

  await page.getByRole('combobox', { name: text('LABEL_STATUS') }).click()
  await page.getByRole('option', { name: text('STATUS_UNSOLVED'), exact: true }).click()
  await expect(cards).toHaveCount(everything - 1)

  await page.getByRole('combobox', { name: text('LABEL_TAGS') }).click()
  await page.getByRole('option', { name: text('TAG_TUTORIAL'), exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/tags=Tutorial/)
  await expect(cards).not.toHaveCount(everything - 1)
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
