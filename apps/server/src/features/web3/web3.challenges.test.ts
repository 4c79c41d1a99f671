import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { firstAccountOf } from '../../lib/ethereum-wallet'
import { keccak256 } from '../../lib/keccak'
import { createTestShop } from '../../testing/test-app'
import { postedRecoveryPhrase, web3Attacks } from './web3.attacks'

describe('the wallet key derivation', () => {
  it('computes Keccak-256 as Ethereum does', () => {
    expect(keccak256(Buffer.from('')).toString('hex')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
    expect(keccak256(Buffer.from('abc')).toString('hex')).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45')
  })

  it("derives the first account of a recovery phrase like ethers (Hardhat's well-known test phrase)", () => {
    expect(firstAccountOf('test test test test test test test test test test test junk')).toMatchObject({
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })
})

describe('nftUnlockChallenge (NFT Takeover)', () => {
  it('is solved with the private key derived from the recovery words posted in feedback', async () => {
    const { app, ctx } = createTestShop()
    expect((await postedRecoveryPhrase(app)).split(' ')).toHaveLength(12)
    expect((await request(app).get('/rest/web3/nftUnlocked')).body).toEqual({ status: false })

    const response = await web3Attacks.nftUnlockChallenge(app)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, message: 'Challenge successfully solved', status: { key: 'nftUnlockChallenge', solved: true } })
    expect((await request(app).get('/rest/web3/nftUnlocked')).body).toEqual({ status: true })
    expect(ctx.training.isSolved('nftUnlockChallenge')).toBe(true)
  })

  it("is not solved by the wallet's address, its public key or another key, and says which it was", async () => {
    const { app, ctx } = createTestShop()
    const owner = firstAccountOf('purpose betray marriage blame crunch monitor spin slide donate sport lift clutch')
    const address = await request(app).post('/rest/web3/submitKey').send({ privateKey: owner.address })
    expect(address.status).toBe(401)
    expect(address.body.message).toMatch(/wallet's address/)
    const publicKey = await request(app).post('/rest/web3/submitKey').send({ privateKey: owner.publicKey })
    expect(publicKey.body.message).toMatch(/wallet's public key/)
    const other = await request(app).post('/rest/web3/submitKey').send({ privateKey: `0x${'1'.repeat(64)}` })
    expect(other.body).toMatchObject({ success: false, status: { solved: false } })
    expect((await request(app).post('/rest/web3/submitKey').send({ privateKey: 42 })).status).toBe(400)
    expect(ctx.training.isSolved('nftUnlockChallenge')).toBe(false)
  })
})
