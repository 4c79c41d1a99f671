// Playwright against the built shop (`npm run build` first; `npm test` does it) in Debian's Chromium.
// No browser is ever downloaded: Chromium comes from `apt-get install chromium`.
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.mjs'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const reportDir = process.env.PULP_REPORT_DIR
const port = process.env.PULP_E2E_PORT ?? '3100'
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: join(repoRoot, 'test-results'),
  reporter: reportDir
    ? [['list'], ['json', { outputFile: resolve(repoRoot, reportDir, 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    env: { PORT: port, NODE_ENV: 'test' },
    url: `${baseURL}/rest/admin/application-version`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
