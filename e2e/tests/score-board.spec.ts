// The hidden score board: finding it solves its challenge and puts it into the side menu.
import { challengeState } from '../support/api'
import { expect, freshShopTest as test } from '../support/fixtures'
import { openSideMenu, solvedNotification } from '../support/shop-pages'
import { text } from '../support/texts'

test('opening #/score-board solves the Score Board challenge and reveals its menu entry', async ({ page, request }) => {
  expect((await challengeState(request, 'scoreBoardChallenge')).solved).toBe(false)

  const challengesLoaded = page.waitForResponse((response) => response.url().includes('/api/Challenges'))
  await page.goto('/#/search')
  await challengesLoaded
  const menuBefore = await openSideMenu(page)
  await expect(menuBefore.getByRole('link', { name: text('TITLE_ABOUT') })).toBeVisible()
  await expect(menuBefore.getByRole('link', { name: text('TITLE_SCORE_BOARD') })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.goto('/#/score-board')
  await expect(page.getByRole('heading', { name: text('TITLE_SCORE_BOARD') })).toBeVisible()
  await expect(solvedNotification(page, 'Score Board')).toBeVisible()
  await expect.poll(async () => (await challengeState(request, 'scoreBoardChallenge')).solved).toBe(true)

  const menuAfter = await openSideMenu(page)
  const scoreBoardLink = menuAfter.getByRole('link', { name: text('TITLE_SCORE_BOARD') })
  await expect(scoreBoardLink).toBeVisible()
  await expect(scoreBoardLink).toHaveAttribute('href', '#/score-board')
})
