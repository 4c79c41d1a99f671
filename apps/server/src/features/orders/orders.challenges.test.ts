import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { IFRAME_XSS } from '../../testing/attack-steps'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { ordersAttacks } from './orders.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const track = (id: string) => request(shop.app).get(`/rest/track-order/${encodeURIComponent(id)}`)

describe('noSqlOrdersChallenge (NoSQL Exfiltration)', () => {
  it('is solved by an id that makes the $where condition always true', async () => {
    const response = await ordersAttacks.noSqlOrdersChallenge(shop.app)
    expect(response.body.data).toHaveLength(shop.ctx.docs.orders.count())
    expect(response.body.data.length).toBeGreaterThan(1)
    expect(shop.ctx.training.isSolved('noSqlOrdersChallenge')).toBe(true)
  })

  it('is not solved by tracking one real order or an unknown one', async () => {
    const [order] = shop.ctx.docs.orders.find()
    expect((await track(order.orderId)).body.data).toHaveLength(1)
    await track('nothing-here')
    expect(shop.ctx.training.isSolved('noSqlOrdersChallenge')).toBe(false)
  })

  it('cannot be solved with safety mode on', async () => {
    const safe = createTestShop({ challenges: { safetyMode: 'enabled' } })
    await ordersAttacks.noSqlOrdersChallenge(safe.app)
    expect(safe.ctx.training.isSolved('noSqlOrdersChallenge')).toBe(false)
  })
})

describe('reflectedXssChallenge (Reflected XSS)', () => {
  it('is solved by tracking the iframe payload, which comes back unescaped', async () => {
    const response = await ordersAttacks.reflectedXssChallenge(shop.app)
    expect(response.body).toEqual({ status: 'success', data: [{ orderId: IFRAME_XSS }] })
    expect(shop.ctx.training.isSolved('reflectedXssChallenge')).toBe(true)
  })

  it('is not solved by an ordinary id or other markup', async () => {
    await track('5267-f73dcd000abcc353')
    await track('<b>bold</b>')
    expect(shop.ctx.training.isSolved('reflectedXssChallenge')).toBe(false)
  })

  it('takes the safe path with safety mode on: the payload is reduced to word characters', async () => {
    const safe = createTestShop({ challenges: { safetyMode: 'enabled' } })
    const response = await ordersAttacks.reflectedXssChallenge(safe.app)
    expect(response.body.data).toEqual([{ orderId: 'iframesrcjavascriptalertxss' }])
    expect(safe.ctx.training.isSolved('reflectedXssChallenge')).toBe(false)
  })
})
