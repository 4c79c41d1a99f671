// DOM XSS: the search page writes the query into the page as HTML, so a script-carrying iframe runs.
import { challengeState } from '../support/api'
import { expect, freshShopTest as test } from '../support/fixtures'
import { expectSolvedOnScoreBoard, solvedNotification } from '../support/shop-pages'

const PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

test('an iframe payload in the search query runs and solves DOM XSS', async ({ page, request, dialogMessages }) => {
  expect((await challengeState(request, 'localXssChallenge')).solved).toBe(false)

  await page.goto(`/#/search?q=${encodeURIComponent(PAYLOAD)}`)

  await expect.poll(() => dialogMessages, { message: 'the payload opens an alert' }).toContain('xss')
  await expect(solvedNotification(page, 'DOM XSS')).toBeVisible()
  expect((await challengeState(request, 'localXssChallenge')).solved).toBe(true)

  await page.goto('/#/score-board')
  await expectSolvedOnScoreBoard(page, 'DOM XSS')
  await expectSolvedOnScoreBoard(page, 'Score Board')
})

test('a harmless search query solves nothing', async ({ page, request, dialogMessages }) => {
  await page.goto(`/#/search?q=${encodeURIComponent('<b>apple</b>')}`)
  await expect(page.locator('#searchValue b')).toHaveText('apple')
  expect(dialogMessages).toEqual([])
  expect((await challengeState(request, 'localXssChallenge')).solved).toBe(false)
})
