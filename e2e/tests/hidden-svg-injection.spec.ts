// Cross-Site Imaging: the deluxe page's forgotten testDecal parameter climbs out of the image folder to /redirect.
import type { Page } from '@playwright/test'
import { challengeState, logIn, newCustomer, registerCustomer } from '../support/api'
import { expect, freshShopTest as test } from '../support/fixtures'
import { solvedNotification } from '../support/shop-pages'
import { text } from '../support/texts'

const ALLOWED = 'https://github.com/juice-shop/juice-shop'

async function openDeluxePage(page: Page, request: Parameters<typeof logIn>[0], testDecal: string) {
  const customer = newCustomer('decal')
  await registerCustomer(request, customer)
  const token = await logIn(request, customer)
  await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token)
  // the published cat lives on cataas.com; this machine may be offline, so that host answers nothing
  await page.route('https://cataas.com/**', (route) => route.abort())
  await page.goto(`/#/deluxe-membership?testDecal=${encodeURIComponent(testDecal)}`)
  await expect(page.getByRole('link', { name: text('BTN_BECOME_MEMBER') })).toBeVisible()
  return page.locator('img[src*="assets/public/images/"]').first()
}

const naturalWidth = (image: Awaited<ReturnType<typeof openDeluxePage>>) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth)

test('the published decal, redirected to cataas.com, solves Cross-Site Imaging', async ({ page, request }) => {
  expect((await challengeState(request, 'svgInjectionChallenge')).solved).toBe(false)
  await openDeluxePage(page, request, `../../../redirect?to=https://cataas.com/cat?x=${ALLOWED}`)
  await expect(solvedNotification(page, 'Cross-Site Imaging')).toBeVisible()
  expect((await challengeState(request, 'svgInjectionChallenge')).solved).toBe(true)
})

test("a decal redirected to the shop's own cat shows the cat and solves it offline", async ({ page, request, baseURL }) => {
  const image = await openDeluxePage(page, request, `../../../redirect?to=${baseURL}/assets/public/images/cat.svg?x=${ALLOWED}`)
  await expect.poll(() => naturalWidth(image), { message: 'the cat picture loaded through /redirect' }).toBeGreaterThan(0)
  await expect(solvedNotification(page, 'Cross-Site Imaging')).toBeVisible()
  expect((await challengeState(request, 'svgInjectionChallenge')).solved).toBe(true)
})

test('an ordinary test decal shows the picture and solves nothing', async ({ page, request }) => {
  const image = await openDeluxePage(page, request, 'cat.svg')
  await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0)
  await page.waitForTimeout(500)
  expect((await challengeState(request, 'svgInjectionChallenge')).solved).toBe(false)
})
