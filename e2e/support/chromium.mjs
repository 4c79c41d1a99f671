// Debian's Chromium (`apt-get install chromium`) and the flags that keep it quiet, offline and sandbox-free in
// containers: one definition for the e2e tests, bench/ and docs/. Playwright never downloads a browser here.
import { readFileSync } from 'node:fs'

/** @type {{ executablePath: string, args: string[] }} */
export const chromiumLaunchOptions = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'))
