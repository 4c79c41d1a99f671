// Switching the shop's language: the navbar, the score board and the challenge texts the server sends follow it,
// and so do the page's lang and writing direction.
import type { Page } from '@playwright/test'
import { expect, freshShopTest as test } from '../support/fixtures'
import { challengeTextIn, text, textIn } from '../support/texts'

const LANGUAGES = [
  { key: 'ar_SA', name: 'العربية', tag: 'ar-SA', dir: 'rtl' },
  { key: 'fr_FR', name: 'Français', tag: 'fr-FR', dir: 'ltr' },
] as const

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: text('LABEL_LANGUAGE') }).click()
  const menu = page.getByRole('menu')
  // the menu shows every language with its flag and how much of the shop it translates
  await expect(menu.getByRole('menuitem', { name: /English/ }).locator('svg[data-flag="gb"]')).toBeVisible()
  await menu.getByRole('menuitem', { name: new RegExp(name) }).click()
}

for (const language of LANGUAGES) {
  test(`switching to ${language.key} translates the navbar, the score board and challenge descriptions`, async ({ page }) => {
    await page.goto('/#/score-board')
    await expect(page.getByRole('heading', { name: text('TITLE_SCORE_BOARD') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

    await chooseLanguage(page, language.name)

    // the confirmation already speaks the new language
    await expect(page.getByText(textIn(language.key, 'LANGUAGE_CHANGED', { language: language.name }))).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag)
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir)

    // navbar
    await expect(page.getByRole('button', { name: textIn(language.key, 'OPEN_SIDE_MENU') })).toBeVisible()
    await expect(page.getByRole('button', { name: textIn(language.key, 'LABEL_LANGUAGE') })).toHaveText(language.key.slice(0, 2).toUpperCase())
    // score board, with the challenge texts the server now sends in that language
    await expect(page.getByRole('heading', { name: textIn(language.key, 'TITLE_SCORE_BOARD') })).toBeVisible()
    const scoreBoard = challengeTextIn(language.key, 'scoreBoardChallenge')
    const row = page.locator('#challenge-scoreBoardChallenge')
    await expect(row.getByRole('rowheader')).toHaveText(scoreBoard.name)
    await expect(row).toContainText(scoreBoard.description)
    // markup and payloads in descriptions survive the translation
    const domXss = page.locator('#challenge-localXssChallenge')
    await expect(domXss.getByRole('rowheader')).toHaveText(challengeTextIn(language.key, 'localXssChallenge').name)
    await expect(domXss.locator('code')).toHaveText('<iframe src="javascript:alert(`xss`)">')

    // the choice outlives a reload
    await page.reload()
    await expect(page.getByRole('heading', { name: textIn(language.key, 'TITLE_SCORE_BOARD') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir)
  })
}
