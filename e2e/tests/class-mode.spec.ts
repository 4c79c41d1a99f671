// Class mode: two teams join in two browsers, one of them solves a challenge, and the trainer's open dashboard shows
// it for that team only, without a reload; resetting the team clears it. The trainer's pages pass axe.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { freePort, startShopServer, stopShopServer } from '../support/shop-server.mjs'
import { text } from '../support/texts'

const TRAINER_PASSCODE = 'e2e trainer passcode'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

test.describe.configure({ mode: 'serial' })

let classUrl = ''
let stopServer: () => Promise<void> = () => Promise.resolve()

test.beforeAll(async () => {
  const classFolder = mkdtempSync(join(tmpdir(), 'pulp-class-e2e-'))
  const port = process.env.PULP_CLASS_E2E_PORT ? Number(process.env.PULP_CLASS_E2E_PORT) : await freePort()
  const { child, url } = await startShopServer(port, {
    env: { PULP_CLASS_MODE: '1', PULP_TRAINER_PASSCODE: TRAINER_PASSCODE, PULP_CLASS_FOLDER: classFolder },
    ready: '/class/join',
  })
  classUrl = url
  stopServer = async () => {
    await stopShopServer(child)
    rmSync(classFolder, { recursive: true, force: true })
  }
})

test.afterAll(async () => stopServer())

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** A team's browser: its own context (cookies), joined through the join page. */
async function joinedTeam(browser: Browser, name: string, passcode: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: classUrl })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/class\/join$/)
  await page.getByLabel(text('CLASS_JOIN_TEAM_NAME')).fill(name)
  await page.getByLabel(text('CLASS_JOIN_PASSCODE')).fill(passcode)
  await page.getByRole('button', { name: text('CLASS_JOIN_SUBMIT') }).click()
  await expect(page).not.toHaveURL(/\/class\/join/)
  return page
}

const teamRow = (trainer: Page, name: string) =>
  trainer.locator('#board tbody tr').filter({ has: trainer.getByRole('rowheader', { name, exact: true }) })
const scoreBoardCell = (trainer: Page, name: string) => teamRow(trainer, name).locator('td[data-key="scoreBoardChallenge"]')
const scoreBoardCount = (trainer: Page) => trainer.locator('#board thead tr.counts td[data-key="scoreBoardChallenge"]')

test('the trainer sees one team solve a challenge live, only for that team, and can reset it', async ({ browser }) => {
  const trainerContext = await browser.newContext({ baseURL: classUrl })
  const trainer = await trainerContext.newPage()
  await trainer.goto('/class/trainer/')
  await expect(trainer.getByRole('heading', { name: text('CLASS_TRAINER_LOGIN_TITLE') })).toBeVisible()
  expect(await seriousAxeFindings(trainer)).toEqual([])

  await trainer.getByLabel(text('CLASS_TRAINER_PASSCODE')).fill('not the passcode')
  await trainer.getByRole('button', { name: text('CLASS_TRAINER_LOGIN_BUTTON') }).click()
  await expect(trainer.getByRole('alert')).toHaveText(text('CLASS_TRAINER_WRONG_PASSCODE'))
  await trainer.getByLabel(text('CLASS_TRAINER_PASSCODE')).fill(TRAINER_PASSCODE)
  await trainer.getByRole('button', { name: text('CLASS_TRAINER_LOGIN_BUTTON') }).click()
  await expect(trainer.getByRole('heading', { name: text('CLASS_TRAINER_TITLE') })).toBeVisible()
  await expect(trainer.locator('#live-status')).toHaveText(text('CLASS_TRAINER_LIVE'))
  // a page that reloaded would lose this mark
  await trainer.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))

  const apple = await joinedTeam(browser, 'Team Apple', 'apple-pass')
  await joinedTeam(browser, 'Team Banana', 'banana-pass')
  await expect(teamRow(trainer, 'Team Apple')).toBeVisible()
  await expect(teamRow(trainer, 'Team Banana')).toBeVisible()
  await expect(trainer.locator('#team-count')).toHaveText(text('CLASS_TRAINER_TEAM_COUNT', { count: 2 }))
  await expect(scoreBoardCell(trainer, 'Team Apple')).toHaveText(text('CLASS_TRAINER_NOT_SOLVED'))
  await expect(scoreBoardCount(trainer)).toHaveText('0')

  await apple.goto('/#/score-board')
  await expect(apple.getByRole('heading', { name: text('TITLE_SCORE_BOARD') })).toBeVisible()

  await expect(scoreBoardCell(trainer, 'Team Apple')).toHaveClass(/solved/)
  await expect(scoreBoardCell(trainer, 'Team Apple')).toContainText(text('CLASS_TRAINER_SOLVED_AT', { time: '' }).trim())
  await expect(scoreBoardCount(trainer)).toHaveText('1')
  await expect(teamRow(trainer, 'Team Apple').locator('td.total')).toHaveText('1')
  await expect(scoreBoardCell(trainer, 'Team Banana')).not.toHaveClass(/solved/)
  await expect(teamRow(trainer, 'Team Banana').locator('td.total')).toHaveText('0')
  expect(await trainer.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  expect(await seriousAxeFindings(trainer)).toEqual([])

  const csv = await trainerContext.request.get('/class/trainer/scores.csv')
  expect(csv.status()).toBe(200)
  const lines = (await csv.text()).split('\r\n')
  expect(lines.find((line) => line.startsWith('Team Apple,'))?.split(',')[9]).toBe('1')

  trainer.once('dialog', (dialog) => void dialog.accept())
  await teamRow(trainer, 'Team Apple').getByRole('button', { name: `${text('CLASS_TRAINER_RESET')}: Team Apple` }).click()
  await expect(scoreBoardCell(trainer, 'Team Apple')).not.toHaveClass(/solved/)
  await expect(scoreBoardCount(trainer)).toHaveText('0')
  await expect(teamRow(trainer, 'Team Apple')).toBeVisible()
})
