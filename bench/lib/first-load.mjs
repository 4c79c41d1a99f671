// Bytes a fresh browser receives to show the shop's first page: compressed, as on the wire, headers included.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs'

/**
 * Sums Network.loadingFinished encodedDataLength over every response of a cold first visit of `/`; `entries` lists
 * each response (url, resource type, bytes) so that the total can be broken down by type and by chunk.
 */
export async function measureFirstLoad(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const requests = new Map()
    const entries = []
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => requests.set(requestId, { url: response.url, type }))
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId) ?? { url: '(unknown)', type: 'Other' }
      entries.push({ ...request, bytes: encodedDataLength })
    })
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 })
    const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0)
    return { kilobytes: bytes / 1000, responses: entries.length, entries }
  } finally {
    await browser.close()
  }
}

/** Kilobytes and response counts per resource type, biggest first. */
export function firstLoadByType(entries) {
  const types = new Map()
  for (const { type, bytes } of entries) {
    const row = types.get(type) ?? { type, kilobytes: 0, responses: 0 }
    row.kilobytes += bytes / 1000
    row.responses += 1
    types.set(type, row)
  }
  return [...types.values()].sort((a, b) => b.kilobytes - a.kilobytes)
}
