// Bee Haven against the shop's local chain with the built-in development wallet: the faucet underflow pays for a Honey Pot.
import type { Page } from '@playwright/test'
import { challengeState } from '../support/api'
import { chainShopTest as test, expect } from '../support/fixtures'
import { solvedNotification } from '../support/shop-pages'
import { text } from '../support/texts'

async function claimAndMint(page: Page, bee: string) {
  await page.goto('/#/bee-haven')
  await expect(page.getByTestId('bee-balance')).toHaveText(text('BEE_BALANCE', { amount: '0' }))
  await page.getByRole('textbox', { name: text('BEE_CLAIM_AMOUNT') }).fill(bee)
  await page.getByRole('button', { name: text('BEE_CLAIM') }).click()
  await expect(page.getByTestId('bee-balance')).toHaveText(text('BEE_BALANCE', { amount: bee }))
  await page.getByRole('button', { name: text('BEE_MINT') }).click()
}

test('claiming 1000 BEE past the ration, minting and verifying solves Mint the Honey Pot', async ({ page, request }) => {
  expect((await challengeState(request, 'nftMintChallenge')).solved).toBe(false)
  await claimAndMint(page, '1000')
  await expect(page.getByText(text('WEB3_TX_MINED'))).toBeVisible()
  await page.getByRole('button', { name: text('BEE_VERIFY') }).click()
  await expect(page.getByText(text('BEE_MINT_VERIFIED'))).toBeVisible()
  await expect(solvedNotification(page, 'Mint the Honey Pot')).toBeVisible()
  expect((await challengeState(request, 'nftMintChallenge')).solved).toBe(true)
})

test('an honest ration cannot pay for a Honey Pot and solves nothing', async ({ page, request }) => {
  await claimAndMint(page, '10')
  await expect(page.getByText(text('WEB3_TX_REVERTED'))).toBeVisible()
  await page.getByRole('button', { name: text('BEE_VERIFY') }).click()
  await expect(page.getByText(text('BEE_MINT_NOT_FOUND'))).toBeVisible()
  expect((await challengeState(request, 'nftMintChallenge')).solved).toBe(false)
})
