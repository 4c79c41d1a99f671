// Locators for the parts of the shop several tests look at, by role and visible text.
import { expect, type Locator, type Page } from '@playwright/test'
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

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Checks that the score board shows the challenge's hacking part as solved: its status reads "solved", or
 * "partially solved" while its coding challenge is still open, and it offers to show the solved notification again.
 */
export async function expectSolvedOnScoreBoard(page: Page, challengeName: string): Promise<void> {
  const row = scoreBoardRow(page, challengeName)
  const solvedStatuses = [text('STATUS_SOLVED'), text('STATUS_PARTIALLY_SOLVED')].map(escapeRegExp).join('|')
  await expect(row.getByText(new RegExp(`^(${solvedStatuses})$`))).toBeVisible()
  await expect(row.getByRole('button', { name: text('REPEAT_NOTIFICATION') })).toBeVisible()
}

/** The "you solved a challenge" notification for this challenge name. */
export function solvedNotification(page: Page, challengeName: string): Locator {
  return page.getByText(text('CHALLENGE_SOLVED', { challenge: challengeName }))
}
