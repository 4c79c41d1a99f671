import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { isReported } from '../../training/shop-reports'
import { postFeedback } from '../../testing/feedback-posts'
import { feedbackAttacks, FINDINGS } from './feedback.attacks'

async function complain(shop: ReturnType<typeof createTestShop>, message: string) {
  const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
  await request(shop.app).post('/api/Complaints').set('Authorization', `Bearer ${token}`).send({ UserId: 2, message }).expect(201)
}

const REPORTS: [keyof typeof FINDINGS, string, string][] = [
  ['weirdCryptoChallenge', 'Your passwords are plain MD5 hashes!', 'Your passwords are hashed weakly'],
  ['typosquattingNpmChallenge', 'The old backup depends on EPILOGUE-JS, an impostor.', 'The old backup depends on epilogue'],
  ['knownVulnerableComponentChallenge', 'You use sanitize-html in version 1.4.2', 'You use sanitize-html in version 2.0.0'],
  ['dlpPastebinDataLeakChallenge', 'Rippertuer holds Hueteroneel and Eurogium Edule', 'Rippertuer holds hueteroneel'],
]

describe.each(REPORTS)('%s (inform the shop)', (key, finding, vagueHint) => {
  it('is solved by the published attack: the finding in a feedback comment', async () => {
    const shop = createTestShop()
    expect((await feedbackAttacks[key](shop.app)).status).toBe(201)
    expect(shop.ctx.training.isSolved(key)).toBe(true)
  })

  it('is solved by reporting the finding in a complaint', async () => {
    const shop = createTestShop()
    await complain(shop, finding)
    expect(shop.ctx.training.isSolved(key)).toBe(true)
  })

  it('is not solved by a report that misses part of the finding', async () => {
    const shop = createTestShop()
    await postFeedback(shop.app, { comment: vagueHint, rating: 3 })
    await complain(shop, vagueHint)
    expect(shop.ctx.training.isSolved(key)).toBe(false)
  })
})

describe('knownVulnerableComponentChallenge', () => {
  it('also counts express-jwt 0.1.3, but not a library and a version from two different reports', async () => {
    const shop = createTestShop()
    await postFeedback(shop.app, { comment: 'express-jwt', rating: 3 })
    await postFeedback(shop.app, { comment: 'version 0.1.3', rating: 3 })
    expect(shop.ctx.training.isSolved('knownVulnerableComponentChallenge')).toBe(false)
    await postFeedback(shop.app, { comment: 'express-jwt 0.1.3 lets unsigned tokens through', rating: 3 })
    expect(shop.ctx.training.isSolved('knownVulnerableComponentChallenge')).toBe(true)
  })
})

describe('weirdCryptoChallenge', () => {
  it('counts each weak encoding', async () => {
    for (const term of ['z85', 'base85', 'hashids', 'base64']) {
      const shop = createTestShop()
      await postFeedback(shop.app, { comment: `you use ${term}`, rating: 3 })
      expect(shop.ctx.training.isSolved('weirdCryptoChallenge'), term).toBe(true)
    }
  })
})

describe('isReported', () => {
  it('takes the wildcards of SQL LIKE in a term literally', async () => {
    const shop = createTestShop()
    await postFeedback(shop.app, { comment: 'abc and 100 percent', rating: 3 })
    expect(isReported(shop.ctx, ['a_c'])).toBe(false)
    expect(isReported(shop.ctx, ['100%'])).toBe(false)
    expect(isReported(shop.ctx, ['ABC', '100 PER'])).toBe(true)
  })
})

describe('typosquattingNpmChallenge', () => {
  it('is solved by naming the impostor package, and not by a near miss', async () => {
    const shop = createTestShop()
    await postFeedback(shop.app, { comment: 'epilogue is a package', rating: 3 })
    expect(shop.ctx.training.isSolved('typosquattingNpmChallenge')).toBe(false)
    await postFeedback(shop.app, { comment: 'epilogue-js is a typosquat', rating: 3 })
    expect(shop.ctx.training.isSolved('typosquattingNpmChallenge')).toBe(true)
  })
})

describe('dlpPastebinDataLeakChallenge', () => {
  it('is solved by naming every leaked product, and not by naming only one', async () => {
    const shop = createTestShop()
    await postFeedback(shop.app, { comment: 'Rippertuer holds hueteroneel', rating: 3 })
    expect(shop.ctx.training.isSolved('dlpPastebinDataLeakChallenge')).toBe(false)
    await postFeedback(shop.app, { comment: 'Rippertuer holds Hueteroneel and Eurogium Edule', rating: 3 })
    expect(shop.ctx.training.isSolved('dlpPastebinDataLeakChallenge')).toBe(true)
  })
})
