// The hacking instructor's hint bubble, as the tutorial tests follow it.
import { expect, type Locator, type Page } from '@playwright/test'
import { text } from './texts'

/** The instructor's hint bubble (by test id: while a menu is open, the page's modal hides it from the a11y tree). */
export const hintBubble = (page: Page): Locator => page.getByTestId('hacking-instructor')

/** Waits until the bubble shows the hint with this translation key. */
export async function expectHint(page: Page, key: string, values: Record<string, string> = {}): Promise<void> {
  await expect(hintBubble(page)).toContainText(text(key, values))
}

/** Moves a timed hint on without waiting. */
export async function nextHint(page: Page): Promise<void> {
  await hintBubble(page).getByRole('button', { name: text('INSTRUCTOR_NEXT'), includeHidden: true }).click()
}

/** Opens #/hacking-instructor?challenge=<name>, which starts that challenge's tutorial. */
export async function startTutorial(page: Page, challengeName: string): Promise<void> {
  await page.goto(`/#/hacking-instructor?challenge=${encodeURIComponent(challengeName)}`)
}
