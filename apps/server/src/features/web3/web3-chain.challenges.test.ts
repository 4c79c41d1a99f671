import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { compileSolidity } from './chain/compile'
import { DRAINER_BYTECODE, DRAINER_SELECTORS, DRAINER_SOURCE } from './drainer'
import { call, drainBank, HONEY_POT_PRICE, localChain, web3Attacks } from './web3.attacks'

const BEE = 10n ** 18n
const ETHER = 10n ** 18n

/** A shop with the local chain switched on. */
const chainShop = () => createTestShop({ application: { web3: { localChain: true } } })

async function verifyMinter(shop: TestShop, walletAddress: string) {
  return request(shop.app).post('/rest/web3/walletNFTVerify').send({ walletAddress })
}

describe('the published re-entrancy contract', () => {
  it('is the compiled drainer source, so the attack needs no compiler', () => {
    const { Drainer } = compileSolidity({ 'Drainer.sol': DRAINER_SOURCE })
    expect(Drainer.bytecode).toBe(DRAINER_BYTECODE)
    expect(Drainer.selectors).toEqual(DRAINER_SELECTORS)
  }, 60_000)
})

describe('nftMintChallenge (Mint the Honey Pot) on the local chain', () => {
  it('is solved by draining the faucet through its ration underflow, minting, and verifying the minter', async () => {
    const shop = chainShop()
    const verdict = await web3Attacks.nftMintChallenge(shop.app)
    expect(verdict.status).toBe(200)
    expect(verdict.body).toMatchObject({ success: true, message: 'Challenge successfully solved', status: { key: 'nftMintChallenge', solved: true } })
    expect(shop.ctx.training.isSolved('nftMintChallenge')).toBe(true)
  })

  it('is not solved by an honest ration, which cannot pay for a pot, nor by a wallet that never minted', async () => {
    const shop = chainShop()
    await request(shop.app).get('/rest/web3/nftMintListen')
    const chain = await localChain(shop.app)
    const player = chain.accounts[2]
    const faucet = call(chain.contracts.BeeToken, 'faucet(uint256)', [10n * BEE])
    expect((await chain.send(player, faucet.to, faucet.data)).status).toBe('0x1')
    const balance = call(chain.contracts.BeeToken, 'balanceOf(address)', [player])
    expect(await chain.read(balance.to, balance.data)).toBe(10n * BEE)
    const approve = call(chain.contracts.BeeToken, 'approve(address,uint256)', [chain.contracts.HoneyPot.address, HONEY_POT_PRICE])
    await chain.send(player, approve.to, approve.data)
    const mint = call(chain.contracts.HoneyPot, 'mint()')
    expect((await chain.send(player, mint.to, mint.data)).status).toBe('0x0')

    expect((await verifyMinter(shop, player)).body).toMatchObject({ success: false, message: 'Wallet did not mint the NFT' })
    expect((await verifyMinter(shop, chain.accounts[3])).body).toMatchObject({ success: false, status: { solved: false } })
    expect((await request(shop.app).post('/rest/web3/walletNFTVerify').send({ walletAddress: 'not an address' })).status).toBe(400)
    expect(shop.ctx.training.isSolved('nftMintChallenge')).toBe(false)
  })
})

describe('web3WalletChallenge (Wallet Depletion) on the local chain', () => {
  it('is solved by a re-entrancy contract that withdraws more than it deposited, for the registered wallet', async () => {
    const shop = chainShop()
    const { contracts, balanceOf } = await localChain(shop.app)
    const bankBefore = await balanceOf(contracts.EthWalletBank.address)
    await web3Attacks.web3WalletChallenge(shop.app)
    expect(bankBefore - (await balanceOf(contracts.EthWalletBank.address))).toBe(3n * ETHER) // deposited 1, took 4
    expect(shop.ctx.training.isSolved('web3WalletChallenge')).toBe(true)
  })

  it('is not solved by an honest deposit and withdrawal, nor by an exploit from a wallet nobody registered', async () => {
    const shop = chainShop()
    const chain = await localChain(shop.app)
    const [player, stranger] = [chain.accounts[1], chain.accounts[4]]
    await request(shop.app).post('/rest/web3/walletExploitAddress').send({ walletAddress: player })
    const deposit = call(chain.contracts.EthWalletBank, 'deposit()')
    expect((await chain.send(player, deposit.to, deposit.data, ETHER)).status).toBe('0x1')
    const withdraw = call(chain.contracts.EthWalletBank, 'withdraw(uint256)', [ETHER])
    expect((await chain.send(player, withdraw.to, withdraw.data)).status).toBe('0x1')
    await drainBank(chain, stranger)
    expect(shop.ctx.training.isSolved('web3WalletChallenge')).toBe(false)
  })
})

describe('the local chain switched off (the default)', () => {
  it('answers the documented errors, naming the config key, and keeps both challenges unplayable', async () => {
    const shop = createTestShop()
    const listen = await request(shop.app).get('/rest/web3/nftMintListen')
    expect(listen.status).toBe(500)
    expect(listen.body).toMatch(/application\.web3\.localChain/)
    const exploit = await request(shop.app).post('/rest/web3/walletExploitAddress').send({ walletAddress: `0x${'ab'.repeat(20)}` })
    expect(exploit.status).toBe(500)
    const verify = await request(shop.app).post('/rest/web3/walletNFTVerify').send({ walletAddress: `0x${'ab'.repeat(20)}` })
    expect(verify.body).toMatchObject({ success: false, message: 'Wallet did not mint the NFT', status: { solved: false } })
    const rpc = await request(shop.app).post('/rest/web3/rpc').send({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(rpc.status).toBe(503)
    expect((await request(shop.app).get('/rest/web3/localChain')).status).toBe(503)
    for (const key of ['nftMintChallenge', 'web3WalletChallenge']) {
      const { body } = await request(shop.app).get(`/api/Challenges/?key=${key}`)
      expect(body.data[0]).toMatchObject({ key, disabledEnv: 'Web3', solved: false })
    }
    await expect(web3Attacks.web3WalletChallenge(shop.app)).rejects.toThrow(/expected 200, got 503/)
    expect(shop.ctx.training.isSolved('nftMintChallenge')).toBe(false)
  })

  it('makes both challenges playable when switched on', async () => {
    const shop = chainShop()
    for (const key of ['nftMintChallenge', 'web3WalletChallenge'] as const) expect(shop.ctx.training.isPlayable(key)).toBe(true)
  })
})
