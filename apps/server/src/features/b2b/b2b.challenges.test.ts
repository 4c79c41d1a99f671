import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { expectResponsiveDuring } from '../../testing/responsiveness'

async function order(shop: ReturnType<typeof createTestShop>, orderLinesData: string) {
  const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
  return request(shop.app).post('/b2b/v2/orders').set('Authorization', `Bearer ${token}`).set('Accept', 'application/json')
    .send({ cid: 'JS0815DE', orderLinesData })
}

describe('rceChallenge (Blocked RCE DoS)', () => {
  it('is solved when the loop guard stops an endless loop, and the shop keeps answering', async () => {
    const shop = createTestShop()
    const result = await expectResponsiveDuring(shop.app, () => order(shop, '(function dos() { while (true); })()'))
    expect(result.status).toBe(400)
    expect(result.body.error.message).toBe('Infinite loop detected - reached max iterations')
    expect(shop.ctx.training.isSolved('rceChallenge')).toBe(true)
    expect(shop.ctx.training.isSolved('rceOccupyChallenge')).toBe(false)
  })

  it('is not solved by a loop that ends', async () => {
    const shop = createTestShop()
    expect((await order(shop, 'var total = 0; for (var i = 0; i < 1000; i++) total += i; total')).status).toBe(200)
    expect(shop.ctx.training.isSolved('rceChallenge')).toBe(false)
  })
})

describe('rceOccupyChallenge (Successful RCE DoS)', () => {
  it('is solved when catastrophic backtracking runs into the time limit: 503 within it, the shop answering meanwhile', async () => {
    const shop = createTestShop()
    const started = performance.now()
    const result = await expectResponsiveDuring(shop.app, () => order(shop, `/((a+)+)b/.test('${'a'.repeat(40)}')`))
    expect(result.status).toBe(503)
    expect(performance.now() - started).toBeLessThan(4000)
    expect(shop.ctx.training.isSolved('rceOccupyChallenge')).toBe(true)
  })

  it('is not solved by a short regular expression test', async () => {
    const shop = createTestShop()
    expect((await order(shop, `/((a+)+)b/.test('${'a'.repeat(10)}')`)).status).toBe(200)
    expect(shop.ctx.training.isSolved('rceOccupyChallenge')).toBe(false)
  })
})
