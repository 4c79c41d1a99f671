// The same Chromium and flags as the e2e tests (e2e/chromium.json).
import { readFileSync } from 'node:fs'

export const chromiumLaunchOptions = JSON.parse(readFileSync(new URL('../../e2e/chromium.json', import.meta.url), 'utf8'))
