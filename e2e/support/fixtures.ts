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

/** A baseURL fixture: a shop server of its own, started with the given config profile, stopped after the test. */
const freshServer = (profile: string) =>
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  async ({}, use: (url: string) => Promise<void>) => {
    const { child, url } = await startShopServer(await freePort(), { profile })
    try {
      await use(url)
    } finally {
      await stopShopServer(child)
    }
  }

/**
 * For tests that solve challenges: each test gets its own freshly started shop (the database is rebuilt at every
 * start), so "unsolved before, solved after" holds whatever ran before. baseURL points at it for page and request.
 */
export const freshShopTest = test.extend({ baseURL: freshServer('test') })

/** A fresh shop as a first visitor meets it: the default configuration, welcome banner included. */
export const firstStartShopTest = test.extend({ baseURL: freshServer('default') })

/** A fresh shop in tutorials-first mode (config profile tutorial). */
export const tutorialShopTest = test.extend({ baseURL: freshServer('tutorial') })

/** A fresh shop with the "Danger Zone" challenges on even in containers (config profile test-unsafe). */
export const unsafeShopTest = test.extend({ baseURL: freshServer('test-unsafe') })

/** A fresh shop with the local Ethereum development chain switched on (config profile test-chain). */
export const chainShopTest = test.extend({ baseURL: freshServer('test-chain') })

export { expect } from '@playwright/test'
