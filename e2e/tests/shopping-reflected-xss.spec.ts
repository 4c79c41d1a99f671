// Reflected XSS: the track result page shows the order id the server echoes as HTML, so a script-carrying iframe runs.
// A Danger Zone challenge: containers switch it off unless safety mode is disabled, hence the unsafe profile.
import { challengeState } from '../support/api'
import { expect, unsafeShopTest as test } from '../support/fixtures'
import { solvedNotification } from '../support/shop-pages'

const PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

test('an iframe payload as the tracked order id runs and solves Reflected XSS', async ({ page, request, dialogMessages }) => {
  expect((await challengeState(request, 'reflectedXssChallenge')).solved).toBe(false)

  await page.goto(`/#/track-result?id=${encodeURIComponent(PAYLOAD)}`)

  await expect.poll(() => dialogMessages, { message: 'the payload opens an alert' }).toContain('xss')
  await expect(solvedNotification(page, 'Reflected XSS')).toBeVisible()
  expect((await challengeState(request, 'reflectedXssChallenge')).solved).toBe(true)
})

test('tracking a harmless id opens no dialog and solves nothing', async ({ page, request, dialogMessages }) => {
  await page.goto(`/#/track-result?id=${encodeURIComponent('<b>1234</b>')}`)
  await expect(page.getByTestId('tracked-order-id').locator('b')).toHaveText('1234')
  expect(dialogMessages).toEqual([])
  expect((await challengeState(request, 'reflectedXssChallenge')).solved).toBe(false)
})
