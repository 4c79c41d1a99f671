import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../../../testing/test-app'
import { CONTRACTS_FOLDER, loadArtifacts } from './artifacts'
import { mayUseRpc } from '../web3-chain.router'
import { compileFolder } from './compile'
import { LocalChain } from './local-chain'

describe("the shop's contracts", () => {
  it('ship artifacts compiled from the Solidity sources as they are now (run `npm run contracts` after a change)', () => {
    expect(loadArtifacts()).toEqual(compileFolder(CONTRACTS_FOLDER))
  }, 60_000)
})

describe('the local chain JSON-RPC endpoint', () => {
  const shop = createTestShop({ application: { web3: { localChain: true } } })
  const rpc = (body: unknown) => request(shop.app).post('/rest/web3/rpc').send(body as object)

  it('starts the chain on first use and answers like a development node', async () => {
    expect((await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' })).body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    const accounts = (await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_accounts' })).body.result as string[]
    expect(accounts).toHaveLength(5)
    const balance = (await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [accounts[1], 'latest'] })).body.result
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n)
    const { body: info } = await request(shop.app).get('/rest/web3/localChain')
    expect((await rpc({ id: 3, method: 'eth_getCode', params: [info.contracts.HoneyPot.address] })).body.result).toMatch(/^0x[0-9a-f]{100,}$/)
  })

  it('ends an endless loop when its gas runs out, and refuses more gas than one transaction may use', async () => {
    const [deployer] = (await rpc({ id: 1, method: 'eth_accounts' })).body.result as string[]
    const endless = await rpc({ id: 2, method: 'eth_sendTransaction', params: [{ from: deployer, data: '0x5b600056' }] })
    const receipt = await rpc({ id: 3, method: 'eth_getTransactionReceipt', params: [endless.body.result] })
    expect(receipt.body.result).toMatchObject({ status: '0x0', gasUsed: '0x4c4b40' })
    const greedy = await rpc({ id: 4, method: 'eth_sendTransaction', params: [{ from: deployer, data: '0x5b600056', gas: '0x4c4b41' }] })
    expect(greedy.body.error.code).toBe(-32602)
  }, 30_000)

  it('turns unknown methods, bad parameters and foreign senders into JSON-RPC errors, not crashes', async () => {
    expect((await rpc({ id: 1, method: 'debug_setHead', params: [] })).body.error.code).toBe(-32601)
    expect((await rpc({ id: 2, method: 'eth_getBalance', params: ['0x12'] })).body.error.code).toBe(-32602)
    expect((await rpc({ id: 3, method: 'eth_sendRawTransaction', params: ['0xdeadbeef'] })).body.error.message).toMatch(/could not be decoded/)
    const foreign = await rpc({ id: 4, method: 'eth_sendTransaction', params: [{ from: `0x${'12'.repeat(20)}`, to: `0x${'12'.repeat(20)}` }] })
    expect(foreign.body.error.message).toMatch(/does not hold the key/)
    const tooMuchGas = await rpc({ id: 5, method: 'eth_call', params: [{ to: `0x${'12'.repeat(20)}`, gas: `0x${'f'.repeat(64)}` }] })
    expect(tooMuchGas.body.error.code).toBe(-32602)
    expect((await rpc({ method: 42 })).status).toBe(400)
    expect((await rpc([{ id: 1, method: 'eth_chainId' }])).status).toBe(400)
  })
})

describe('the local chain, guarded', () => {
  it('answers only loopback clients unless application.web3.rpcFromAnywhere is set', () => {
    const closed = createTestShop({ application: { web3: { localChain: true } } }).ctx
    const open = createTestShop({ application: { web3: { localChain: true, rpcFromAnywhere: true } } }).ctx
    const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as Parameters<typeof mayUseRpc>[0]
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((address) => mayUseRpc(from(address), closed))).toEqual([true, true, true])
    expect(mayUseRpc(from('192.0.2.7'), closed)).toBe(false)
    expect(mayUseRpc(from('192.0.2.7'), open)).toBe(true)
  })

  it('makes both challenges unplayable, with the reason, when the chain cannot start', async () => {
    const shop = createTestShop({ application: { web3: { localChain: true } } })
    const start = vi.spyOn(LocalChain, 'start').mockRejectedValueOnce(new Error('no EVM here'))
    const listen = await request(shop.app).get('/rest/web3/nftMintListen')
    start.mockRestore()
    expect(listen.status).toBe(500)
    expect(listen.body).toBe('The local chain failed to start: no EVM here')
    const { body } = await request(shop.app).get('/api/Challenges/?key=web3WalletChallenge')
    expect(body.data[0]).toMatchObject({ disabledEnv: 'Web3' })
    expect((await request(shop.app).post('/rest/web3/rpc').send({ id: 1, method: 'eth_chainId' })).status).toBe(503)
  })
})
