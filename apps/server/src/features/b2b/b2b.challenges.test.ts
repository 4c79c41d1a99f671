import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { expectResponsiveDuring } from '../../testing/responsiveness'
import { b2bAttacks, placeB2bOrder } from './b2b.attacks'

const order = (shop: ReturnType<typeof createTestShop>, orderLinesData: string) => placeB2bOrder(shop.app, orderLinesData)

describe('rceChallenge (Blocked RCE DoS)', () => {
  it('is solved when the loop guard stops an endless loop, and the shop keeps answering', async () => {
    const shop = createTestShop()
    const result = await expectResponsiveDuring(shop.app, () => b2bAttacks.rceChallenge(shop.app))
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
    const result = await expectResponsiveDuring(shop.app, () => b2bAttacks.rceOccupyChallenge(shop.app))
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
