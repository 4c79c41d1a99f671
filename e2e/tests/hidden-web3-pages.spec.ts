// Hidden web3 pages: finding the forgotten sandbox and the unannounced token sale solves their challenges.
import { challengeState } from '../support/api'
import { expect, freshShopTest as test } from '../support/fixtures'
import { solvedNotification } from '../support/shop-pages'
import { text } from '../support/texts'

test('opening #/web3-sandbox solves Web3 Sandbox', async ({ page, request }) => {
  expect((await challengeState(request, 'web3SandboxChallenge')).solved).toBe(false)
  await page.goto('/#/web3-sandbox')
  await expect(page.getByRole('heading', { name: text('TITLE_WEB3_SANDBOX') })).toBeVisible()
  await expect(page.getByRole('button', { name: text('BTN_COMPILE_DEPLOY') })).toBeDisabled()
  await expect(solvedNotification(page, 'Web3 Sandbox')).toBeVisible()
  expect((await challengeState(request, 'web3SandboxChallenge')).solved).toBe(true)
})

test('opening the unannounced #/tokensale-ico-ea solves Blockchain Hype', async ({ page, request }) => {
  expect((await challengeState(request, 'tokenSaleChallenge')).solved).toBe(false)
  await page.goto('/#/tokensale-ico-ea')
  await expect(page.getByRole('heading', { name: text('TITLE_TOKEN_SALE', { altcoin: 'Juicycoin' }) })).toBeVisible()
  await expect(solvedNotification(page, 'Blockchain Hype')).toBeVisible()
  expect((await challengeState(request, 'tokenSaleChallenge')).solved).toBe(true)
})

test('the wallet pages say how to switch the local chain on, and guessing near the hidden routes solves nothing', async ({ page, request }) => {
  await page.goto('/#/bee-haven')
  await expect(page.getByRole('heading', { name: text('TITLE_BEE_HAVEN') })).toBeVisible()
  await expect(page.getByText(text('WEB3_CHAIN_OFF'))).toBeVisible()
  await page.goto('/#/wallet-web3')
  await expect(page.getByRole('heading', { name: text('TITLE_WALLET_WEB3') })).toBeVisible()
  await expect(page.getByText(text('WEB3_CHAIN_OFF'))).toBeVisible()
  await page.goto('/#/tokensale')
  await page.goto('/#/web3')
  await page.waitForTimeout(500)
  expect((await challengeState(request, 'tokenSaleChallenge')).solved).toBe(false)
  expect((await challengeState(request, 'web3SandboxChallenge')).solved).toBe(false)
})
