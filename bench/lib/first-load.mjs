// Bytes a fresh browser receives to show the shop's first page: compressed, as on the wire, headers included.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs'

/** Sums Network.loadingFinished encodedDataLength over every response of a cold first visit of `/`. */
export async function measureFirstLoad(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    let bytes = 0
    let responses = 0
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength
      responses += 1
    })
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 })
    return { kilobytes: bytes / 1000, responses }
  } finally {
    await browser.close()
  }
}
