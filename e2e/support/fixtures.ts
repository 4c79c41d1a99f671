// Test fixtures: pages that dismiss JavaScript dialogs, and a fresh shop for tests that solve challenges.
import { test as base } from '@playwright/test'
import { freePort, startShopServer, stopShopServer } from './shop-server.mjs'

interface PageFixtures {
  /** Messages of the JavaScript dialogs (alert, confirm) the page opened; each one is dismissed. */
  dialogMessages: string[]
}

/** Every page dismisses JavaScript dialogs (an XSS payload's alert must not block the test). */
export const test = base.extend<PageFixtures>({
  dialogMessages: [
    async ({ page }, use) => {
      const messages: string[] = []
      page.on('dialog', (dialog) => {
        messages.push(dialog.message())
        dialog.dismiss().catch(() => undefined)
      })
      await use(messages)
    },
    { auto: true },
  ],
})

/** A baseURL fixture: a shop of its own, started with the configuration `profile` and stopped after the test. */
function shopStartedWith(profile: string) {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  return async ({}, use: (url: string) => Promise<void>) => {
    const { child, url } = await startShopServer(await freePort(), { profile })
    try {
      await use(url)
    } finally {
      await stopShopServer(child)
    }
  }
}

/**
 * For tests that solve challenges: each test gets its own freshly started shop (the database is rebuilt at every
 * start), so "unsolved before, solved after" holds whatever ran before. baseURL points at it for page and request.
 */
export const freshShopTest = test.extend({ baseURL: shopStartedWith('test') })

/**
 * Like freshShopTest, but the shop runs the "unsafe" profile: the Danger Zone challenges stay playable even in a
 * container. That profile shows the welcome banner, which the test's browser context has already dismissed.
 */
export const dangerZoneShopTest = test.extend({
  baseURL: shopStartedWith('unsafe'),
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: baseURL }])
    await use(context)
  },
})

/**
 * A fresh shop with the "unsafe" profile: the Danger Zone challenges stay on even in a container (where safety mode
 * would switch them off). That profile shows the welcome banner, so the pages start with it dismissed.
 */
export const unsafeShopTest = test.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const { child, url } = await startShopServer(await freePort(), { profile: 'unsafe' })
    try {
      await use(url)
    } finally {
      await stopShopServer(child)
    }
  },
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: baseURL }])
    await use(context)
  },
})

export { expect } from '@playwright/test'
