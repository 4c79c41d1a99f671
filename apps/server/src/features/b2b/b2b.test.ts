import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { withLoopGuard } from './order-lines-sandbox'

const ORDER_LINES = '[{"productId": 12, "quantity": 10000, "customerReference": ["PO0000001.2", "SM20180105|042"], "couponCode": "pes[Bh.u*t"}]'

async function orderAs(shop: ReturnType<typeof createTestShop>, body: Record<string, unknown>) {
  const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
  return request(shop.app).post('/b2b/v2/orders').set('Authorization', `Bearer ${token}`).set('Accept', 'application/json').send(body)
}

describe('POST /b2b/v2/orders', () => {
  it('confirms an order with its number and a payment date fourteen days ahead', async () => {
    const shop = createTestShop()
    const response = await orderAs(shop, { cid: 'JS0815DE', orderLinesData: ORDER_LINES })
    expect(response.status).toBe(200)
    expect(response.body.cid).toBe('JS0815DE')
    expect(response.body.orderNo).toMatch(/^[0-9a-f]{32}$/)
    const daysAhead = (Date.parse(response.body.paymentDue) - Date.now()) / 86_400_000
    expect(daysAhead).toBeGreaterThan(13.9)
    expect(daysAhead).toBeLessThan(14.1)
  })

  it('needs a token', async () => {
    const shop = createTestShop()
    const response = await request(shop.app).post('/b2b/v2/orders').set('Accept', 'application/json').send({ cid: 'x' })
    expect(response.status).toBe(401)
  })

  it('answers order lines that do not parse or throw with 400', async () => {
    const shop = createTestShop()
    const broken = await orderAs(shop, { cid: 'x', orderLinesData: '[{"productId": 12' })
    expect(broken.status).toBe(400)
    const throwing = await orderAs(shop, { cid: 'x', orderLinesData: 'null.quantity' })
    expect(throwing.status).toBe(400)
    expect(throwing.body.error.message).toMatch(/Cannot read properties of null/)
  })

  it('gives evaluated code no require, process, eval, file system or network', async () => {
    const shop = createTestShop()
    for (const code of [
      'require("fs")',
      'process.exit(1)',
      'this.constructor.constructor("return process")()',
      'eval("1")',
      'globalThis.fetch("http://127.0.0.1:9")',
    ]) {
      const response = await orderAs(shop, { cid: 'x', orderLinesData: code })
      expect(response.status, code).toBe(400)
    }
    const escape = join(tmpdir(), `pulp-b2b-escape-${process.pid}`)
    await orderAs(shop, { cid: 'x', orderLinesData: `import("node:fs").then((fs) => fs.writeFileSync(${JSON.stringify(escape)}, "x"))` })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(existsSync(escape)).toBe(false)
  })

  it('does not evaluate order lines when safety mode switches the RCE challenges off', async () => {
    const shop = createTestShop({ challenges: { safetyMode: 'enabled' } })
    const response = await orderAs(shop, { cid: 'x', orderLinesData: '(function dos() { while (true); })()' })
    expect(response.status).toBe(200)
    expect(shop.ctx.training.isSolved('rceChallenge')).toBe(false)
  })
})

describe('withLoopGuard', () => {
  it('calls the guard at the start of every loop body, nested ones included', () => {
    expect(withLoopGuard('while (true);')).toBe('while (true){__pulpLoopGuard();;}')
    expect(withLoopGuard('for (const a of b) for (;;) x()')).toBe('for (const a of b) {__pulpLoopGuard();for (;;) {__pulpLoopGuard();x()}}')
    expect(withLoopGuard('do { y++ } while (y)')).toBe('do {__pulpLoopGuard();{ y++ }} while (y)')
  })
})
