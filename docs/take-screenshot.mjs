// Refreshes docs/screenshot.png (the README's picture of the shop) from the built server: `node docs/take-screenshot.mjs`.
import { chromium } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs'
import { freePort, startShopServer, stopShopServer } from '../e2e/support/shop-server.mjs'

const output = fileURLToPath(new URL('./screenshot.png', import.meta.url))

const { child, url } = await startShopServer(await freePort())
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${url}/#/search`, { waitUntil: 'networkidle' })
  await page.getByRole('article').first().waitFor()
  await page.screenshot({ path: output })
  console.log(`saved ${output}`)
} finally {
  await browser.close()
  await stopShopServer(child)
}
