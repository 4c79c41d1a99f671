// The photo wall: seeded memories, and a customer sharing a photo.
import { browserAsNewCustomer } from '../support/browser-login'
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

test('a customer uploads a photo to the photo wall and sees it', async ({ page, request }) => {
  await browserAsNewCustomer(page, request, 'photographer')
  await page.goto('/#/photo-wall')
  const wall = page.getByRole('list', { name: text('TITLE_PHOTO_WALL') })
  await expect(wall.getByRole('img', { name: /Sandstone arches/ })).toBeVisible()

  const caption = `Picnic ${Date.now()}`
  await page.getByLabel(text('LABEL_PHOTO'), { exact: true }).setInputFiles({ name: 'picnic.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('textbox', { name: text('LABEL_CAPTION') }).fill(caption)
  await page.getByRole('button', { name: text('BTN_SHARE_PHOTO') }).click()
  await expect(page.getByText(text('CONFIRM_PHOTO_SHARED'))).toBeVisible()
  const photo = wall.getByRole('img', { name: caption })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1)
})
