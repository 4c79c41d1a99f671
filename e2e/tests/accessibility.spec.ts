// axe-core (WCAG 2.1 A and AA rules) on every route of the web app's route table, logged out, as a customer and as
// an admin. Critical and serious violations fail; the routes come from router.tsx, so a new screen is checked too.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { logIn, newCustomer, registerCustomer } from '../support/api'
import { expect, test } from '../support/fixtures'

const ROUTER = new URL('../../apps/web/src/app/router.tsx', import.meta.url)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const FAILING_IMPACTS = new Set(['critical', 'serious'])

/** Every path of the route table (nested ones with their parent, ":param" as 1), except the catch-all. */
function routePaths(): string[] {
  const paths: string[] = []
  const parents: string[] = []
  let pendingParent: string | null = null
  for (const line of readFileSync(ROUTER, 'utf8').split('\n')) {
    const prefix = parents.join('')
    const single = /\{ path: '([^']+)'.*\}/.exec(line)
    const parent = /^\s*path: '([^']+)',\s*$/.exec(line)
    if (single && single[1] !== '*') paths.push(prefix + single[1].replace(/:\w+/g, '1'))
    else if (parent) pendingParent = parent[1]
    else if (/children: \[/.test(line) && pendingParent !== null) {
      parents.push(`${pendingParent}/`)
      pendingParent = null
    } else if (/\{ index: true/.test(line)) paths.push(prefix.replace(/\/$/, ''))
    else if (/^\s*\],?\s*$/.test(line) && parents.length > 0) parents.pop()
  }
  return paths
}

interface Finding {
  route: string
  rule: string
  impact: string
  targets: string[]
}

/** Visits each route in one page (hash navigation, as a user moves through the app) and collects the failing findings. */
async function auditRoutes(page: Page): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const route of routePaths()) {
    await page.goto(`/#/${route}`)
    await expect(page.locator('main').getByRole('heading').first(), `a heading on /${route}`).toBeVisible()
    // Loading bars have no value; a bar with a value (the score board's progress) is content.
    await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])'), `/${route} still loading`).toHaveCount(0)
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    for (const violation of violations) {
      if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue
      findings.push({ route, rule: violation.id, impact: violation.impact!, targets: violation.nodes.map((node) => node.target.join(' ')) })
    }
  }
  return findings
}

async function pageWithToken(browser: Browser, baseURL: string | undefined, token: string | null): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  if (token) await context.addInitScript((stored) => localStorage.setItem('token', stored), token)
  return context.newPage()
}

test.describe('accessibility of every route', () => {
  test.describe.configure({ timeout: 180_000 })

  test('has no critical or serious axe violation when logged out', async ({ browser, baseURL }) => {
    expect(await auditRoutes(await pageWithToken(browser, baseURL, null))).toEqual([])
  })

  test('has no critical or serious axe violation for a customer', async ({ browser, baseURL, request }) => {
    const customer = newCustomer('axe')
    await registerCustomer(request, customer)
    expect(await auditRoutes(await pageWithToken(browser, baseURL, await logIn(request, customer)))).toEqual([])
  })

  test('has no critical or serious axe violation for an admin', async ({ browser, baseURL, request }) => {
    const token = await logIn(request, { email: 'admin@juice-sh.op', password: 'admin123' })
    expect(await auditRoutes(await pageWithToken(browser, baseURL, token))).toEqual([])
  })
})
