// Progress backup: save it as a file, start a fresh shop, restore it from the file and see the progress come back
// on the score board preview without a reload.
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { challengeState } from '../support/api'
import { expect, freshShopTest as test } from '../support/fixtures'
import { freePort, startShopServer, stopShopServer } from '../support/shop-server.mjs'
import { text } from '../support/texts'

const hackingPercent = (page: Page) => page.getByTestId('hacking-progress-percent')

async function openSettings(page: Page) {
  await page.getByRole('button', { name: text('TITLE_SCORE_BOARD_SETTINGS') }).click()
  return page.getByRole('dialog', { name: text('TITLE_SCORE_BOARD_SETTINGS') })
}

test('restores the progress saved in a backup file on a fresh shop, without a reload', async ({ page, request, context }) => {
  test.setTimeout(90_000)
  // Two challenges solved on this shop: the Score Board (by visiting it) and a confidential document.
  await page.goto('/#/score-board')
  await expect.poll(async () => (await challengeState(request, 'scoreBoardChallenge')).solved).toBe(true)
  expect((await request.get('/ftp/acquisitions.md')).ok()).toBe(true)
  await expect.poll(async () => (await challengeState(request, 'directoryListingChallenge')).solved).toBe(true)

  await page.goto('/#/score-board-preview')
  await expect(hackingPercent(page)).not.toHaveText('0%')
  const solvedPercent = await hackingPercent(page).textContent()
  const settings = await openSettings(page)
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter(({ impact }) => impact === 'critical' || impact === 'serious')).toEqual([])
  const download = page.waitForEvent('download')
  await settings.getByRole('button', { name: text('BTN_SAVE_BACKUP') }).click()
  const backupPath = await (await download).path()
  const backup = JSON.parse(await readFile(backupPath, 'utf8')) as { version: number; continueCode: string }
  expect(backup.version).toBe(1)
  expect(backup.continueCode).toMatch(/^[a-zA-Z0-9]{60,}$/)

  // A fresh shop (its database is rebuilt), and a browser that kept nothing from the first one.
  const { child, url } = await startShopServer(await freePort())
  try {
    await context.clearCookies()
    await page.goto(`${url}/#/score-board-preview`)
    await expect(hackingPercent(page)).toBeVisible()
    const freshPercent = await hackingPercent(page).textContent()
    expect(freshPercent).not.toBe(solvedPercent)
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))

    const freshSettings = await openSettings(page)
    await freshSettings.locator('input[type="file"]').setInputFiles(backupPath)
    await expect(page.getByText(text('BACKUP_RESTORED'))).toBeVisible()
    await expect(hackingPercent(page)).toHaveText(solvedPercent!)
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
  } finally {
    await stopShopServer(child)
  }
})
