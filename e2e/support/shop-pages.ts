// Locators for the parts of the shop several tests look at, by role and visible text.
import type { Locator, Page } from '@playwright/test'
import { text } from './texts'

/** Opens the side menu from the navbar and returns it. */
export async function openSideMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: text('OPEN_SIDE_MENU') }).click()
  const menu = page.getByRole('navigation', { name: text('LABEL_SIDE_MENU') })
  await menu.waitFor()
  return menu
}

/** The score board's row for the challenge with this exact name. */
export function scoreBoardRow(page: Page, challengeName: string): Locator {
  const table = page.getByRole('table', { name: text('TITLE_SCORE_BOARD') })
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: challengeName, exact: true }) })
}

/** The status a score board row shows, e.g. text('STATUS_SOLVED'). */
export function challengeStatus(row: Locator, statusKey: 'STATUS_SOLVED' | 'STATUS_UNSOLVED'): Locator {
  return row.getByText(text(statusKey), { exact: true })
}

/** The "you solved a challenge" notification for this challenge name. */
export function solvedNotification(page: Page, challengeName: string): Locator {
  return page.getByText(text('CHALLENGE_SOLVED', { challenge: challengeName }))
}
